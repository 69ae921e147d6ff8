Feature: No Commission Baccarat v6, section 3: how to play (card values, totals, the deal, pairs, the winner)

  The Table of Play (rule 3.9) has its own file, 03-table-of-play.feature.
  The betting window (rules 3.1 and 3.2) needs the table lifecycle.

  In the outlines below the Banker is often given a Natural 9 (9S KC) so
  that nobody draws and the Player's two-card total can be read directly.

  Rule: 3.1 Betting opens, and the round begins, with the dealer's call for bets
    Commencement of play shall begin when the Dealer announces "Place your
    bets, please".

    @clause:mbs-ncb-v6:3.1
    Scenario: 3.1 Wagers are taken only once the dealer has called for bets
      Play begins with the dealer's call "Place your bets": before it no wager
      can be placed and bets cannot be closed; after it wagers are taken.

      Given the game "mbs-ncb-v6" with 8 decks
      When player "A" places a "banker" wager of 500 at position 1
      Then that is refused because "betting-not-open"
      When the dealer closes bets
      Then that is refused because "betting-not-open"
      When the dealer opens bets
      Then that is accepted
      And the table state is "betting-open"
      When player "A" places a "banker" wager of 500 at position 1
      Then that is accepted

    @clause:mbs-ncb-v6:3.1 @clause:mbs-ncb-v6:3.2
    Scenario: 3.1, 3.2 A round at the table: bets open, bets close, cards, settlement
      Between the call for bets and "No more bets" players place, raise and
      take back wagers; the cards come only after the close; the round is then
      settled on the wagers as they stood at the close.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "player" wager of 300 at position 2
      And player "B" places a "tie" wager of 100 at position 2
      And player "A" increases their "banker" wager at position 1 by 500
      And player "B" withdraws their "tie" wager at position 2
      Then that is accepted
      When the card "5H" is dealt
      Then that is refused because "bets-not-closed"
      When the dealer closes bets
      Then that is accepted
      And the table state is "betting-closed"
      When the cards "5H 6S KD QC 6D TS" are dealt
      Then that is accepted
      And the table state is "complete"
      When the dealer settles the round
      Then the Player hand is "5H KD 6D" with total 1
      And the Banker hand is "6S QC TS" with total 6
      And the winner is "banker"
      And player "A"'s "banker" wager at position 1 is settled on a stake of 1,000
      And player "A"'s "banker" wager at position 1 wins 500
      And player "B"'s "player" wager at position 2 loses
      And player "B" has no "tie" wager at position 2 in the settlement

    @clause:mbs-ncb-v6:3.1 @clause:mbs-ncb-v6:3.2
    Scenario: 3.1, 3.2 A wager decreased while bets are open is settled on what remains
      Until bets close a player may take back part of a wager as well as all
      of it: the rest stays on the layout, and the round is settled on it.
      An engine that takes the whole wager for a part settles no wager here.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 1,000 at position 1
      And player "A" withdraws 400 from their "player" wager at position 1
      Then that is accepted
      When the dealer closes bets
      And the cards "7H KS KS 3C 2D" are dealt
      And the dealer settles the round
      Then the winner is "player"
      And player "A"'s "player" wager at position 1 is settled on a stake of 600
      And player "A"'s "player" wager at position 1 wins 600

  Rule: 3.2 Betting closes when the dealer calls No more bets
    Closing of bets shall take effect when the Dealer announces "No more
    bets".

    @clause:mbs-ncb-v6:3.2
    Scenario: 3.2 "No more bets" closes the betting
      After the call "No more bets" the betting is closed: the table is waiting
      for the cards, and a second close changes nothing.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 500 at position 1
      And the dealer closes bets
      Then that is accepted
      And the table state is "betting-closed"
      When the dealer closes bets
      Then that is refused because "bets-closed"

  Rule: 3.3 Card point values are as set out in the two sub-clauses below
    The point value of cards shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:3.3 under other rules.

  Rule: 3.3.1 An Ace counts one; Two to Nine count their face value
    Any card from Two to Nine inclusive shall have as its point value its
    face value and an Ace shall have as its point value a value of one; and

    @clause:mbs-ncb-v6:3.3 @clause:mbs-ncb-v6:3.3.1
    Scenario Outline: 3.3.1 <card> counts <value>
      An Ace counts one point; a Two to a Nine counts its face value, whatever
      its suit.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<card> 9S KD KC"
      When the coup is dealt
      Then the Player hand is "<card> KD" with total <value>

      Examples:
        | card | value |
        | AS   | 1     |
        | AD   | 1     |
        | 2H   | 2     |
        | 3D   | 3     |
        | 4C   | 4     |
        | 5S   | 5     |
        | 6H   | 6     |
        | 7D   | 7     |
        | 8C   | 8     |
        | 9H   | 9     |

  Rule: 3.3.2 Tens, Jacks, Queens and Kings count zero
    Any Ten, Jack, Queen or King shall have a point value of zero.

    @clause:mbs-ncb-v6:3.3 @clause:mbs-ncb-v6:3.3.2
    Scenario Outline: 3.3.2 <card> counts zero
      Tens, Jacks, Queens and Kings count nothing. A Ten may be written 10 on
      input; it is always reported as T.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<card> 9S <other> KC"
      When the coup is dealt
      Then the Player hand is "<printed> <other>" with total 0

      Examples:
        | card | other | printed |
        | TH   | KD    | TH      |
        | JD   | QS    | JD      |
        | QC   | TD    | QC      |
        | KS   | JH    | KS      |
        | 10H  | KD    | TH      |

  Rule: 3.4 A hand's point total is worked out as in the two sub-clauses below
    The point total of a hand shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:3.4 under other rules.

  Rule: 3.4.1 A card sum from 0 to 9 is itself the point total
    Where the total value of the cards in the hand is a number between zero
    and nine, the point total shall be that number; or

    @clause:mbs-ncb-v6:3.4 @clause:mbs-ncb-v6:3.4.1
    Scenario Outline: 3.4.1 Cards adding up to <sum> give a point total of <pt>
      If the point values of a hand's cards add up to nine or less, that sum
      is the hand's point total.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>

      Examples:
        | sum | shoe           | player   | pt |
        | 0   | KH 9S QD KC    | KH QD    | 0  |
        | 1   | AH 9S KD KC    | AH KD    | 1  |
        | 5   | 2H 9S 3D KC    | 2H 3D    | 5  |
        | 9   | 2H 7S 3D KC 4S | 2H 3D 4S | 9  |

  Rule: 3.4.2 A card sum of 10 or more counts only its last digit (sum modulo 10)
    Where the total value of the cards in the hand is the number ten or a
    higher number, the point total shall be the right digit of that number
    only.

    @clause:mbs-ncb-v6:3.4 @clause:mbs-ncb-v6:3.4.2
    Scenario Outline: 3.4.2 Cards adding up to <sum> give a point total of <pt>
      If the point values add up to ten or more, only the last digit counts:
      the point total is the sum less ten (or twenty).

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>

      Examples:
        | sum | shoe              | player   | pt | banker   | bt |
        | 10  | 4H 9S 6D KC       | 4H 6D    | 0  | 9S KC    | 9  |
        | 15  | 7H 9S 8D KC       | 7H 8D    | 5  | 9S KC    | 9  |
        | 18  | 9H 9S 9D KC       | 9H 9D    | 8  | 9S KC    | 9  |
        | 19  | 5H KS 5D 3C 9C 8S | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | 20  | 6H KS 5D KC 9C 7S | 6H 5D 9C | 0  | KS KC 7S | 7  |

  Rule: 3.5 Banker, Player, Pair and Tie are independent wagers, playable alone or in any mix
    "Banker", "Player", "Pair" and "Tie" wagers are independent wagers and
    may be played in combination or individually.

    @clause:mbs-ncb-v6:3.5
    Scenario Outline: 3.5 A "<wager>" wager alone settles as it does beside the others
      Banker, Player, Tie and the Pair wagers are independent: each may be
      played alone or with any of the others, and none changes how another
      settles. The same round is dealt with the wager alone and with all five.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "QH QS QD QC 5H 7D"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the "<wager>" wager <outcome>

      Examples:
        | wager       | outcome   |
        | banker      | wins 100  |
        | player      | loses     |
        | tie         | loses     |
        | player-pair | wins 1100 |
        | banker-pair | wins 1100 |

    @clause:mbs-ncb-v6:3.5
    Scenario: 3.5 All five wagers together settle as each does alone
      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "QH QS QD QC 5H 7D"
      And a wager of 100 on each of "player-pair", "tie", "banker", "banker-pair" and "player"
      When the coup is dealt
      Then the wagers settle as:
        | wager       | result | win  |
        | player-pair | win    | 1100 |
        | tie         | lose   |      |
        | banker      | win    | 100  |
        | banker-pair | win    | 1100 |
        | player      | lose   |      |

  Rule: 3.6 Two hands are dealt: one is the Player hand, the other the Banker hand
    There shall be two hands dealt, one of which shall be designated as the
    "Player" hand and the other as the "Banker" hand.

    @clause:mbs-ncb-v6:3.6 @clause:mbs-ncb-v6:3.7 @clause:mbs-ncb-v6:3.7.1 @clause:mbs-ncb-v6:3.7.2
    Scenario Outline: 3.6, 3.7 Two hands; cards one and three to the Player, two and four to the Banker (<shoe>)
      Each round deals two hands, the Player hand and the Banker hand. The
      first four cards out of the shoe go Player, Banker, Player, Banker: the
      Player's two cards are the first and the third, the Banker's the second
      and the fourth. Any third card comes after these four.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | shoe              | player   | pt | banker   | bt | winner |
        | AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | 9S AH KC 7D       | 9S KC    | 9  | AH 7D    | 8  | player |
        | 2H 7S 3D KC 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | QH QS QD QC 5H 7D | QH QD 5H | 5  | QS QC 7D | 7  | banker |

  Rule: 3.7 Each round starts with four cards drawn from the shoe
    Four cards shall be dealt from the shoe with:

    @clause:mbs-ncb-v6:3.7
    Scenario Outline: 3.7 The cutting card is not dealt to a hand (<where>)
      Only playing cards are dealt to the hands. When the cutting card comes
      out during a round it is set aside, the round goes on with the next card,
      and the round is completed.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the cutting card <met> met

      Examples:
        | where                   | shoe                  | player   | pt | banker   | bt | cards | met     |
        | first                   | CUT AH 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     |
        | in the initial deal     | AH CUT 9S 7D KC       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     |
        | before a third card     | 2H 7S 3D KC CUT 4S    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     |
        | before the Banker third | 2H 3S 3D KC 4S CUT 5C | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     |
        | after the round         | AH 9S 7D KC CUT 5H    | AH 7D    | 8  | 9S KC    | 9  | 4     | was not |

    @clause:mbs-ncb-v6:3.7 @interpretation:12
    Scenario: 3.7 In a shoe, the round in which the cutting card comes out is completed and is the last
      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S CUT 3D KC 4S 5H 6S KD QC 6D TS"
      And a "player" wager of 100
      When the shoe is played
      Then 2 rounds are played
      And the shoe ends because "cut-card"
      And 10 cards are used
      And in round 1, the cutting card was not met
      And in round 1, the "player" wager loses
      And in round 2, the Player hand is "2H 3D 4S" with total 9
      And in round 2, the cutting card was met
      And in round 2, the "player" wager wins 100

  Rule: 3.7.1 Cards one and three drawn are the Player hand's first two cards
    The first and third cards dealt representing the first and second cards
    of the "Player" hand; and

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:3.7.1 under other rules.

  Rule: 3.7.2 Cards two and four drawn are the Banker hand's first two cards
    The second and fourth cards dealt representing the first and second
    cards of the "Banker" hand.

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:3.7.2 under other rules.

  Rule: 3.8 The four initial cards alone decide the Pair wagers
    These four cards will determine the outcome of "Pair" wagers:

    @clause:mbs-ncb-v6:3.8 @clause:mbs-ncb-v6:3.8.1 @clause:mbs-ncb-v6:3.8.2
    Scenario Outline: 3.8 The first four cards alone decide the Pair wagers (<case>)
      Player pair wins when the Player's first two cards are a pair (3.8.1),
      Banker pair when the Banker's are (3.8.2); otherwise each loses. Third
      cards do not count, and neither does who wins the round. A pair pays 11
      to 1 on the stake of 100.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-pair" and "banker-pair"
      When the coup is dealt
      Then the winner is "<winner>"
      And the "player-pair" wager <player pair>
      And the "banker-pair" wager <banker pair>

      Examples:
        | case                                   | shoe              | winner | player pair | banker pair |
        | Player pair, Player wins               | 4H 2S 4D 3C KS    | player | wins 1100   | loses       |
        | Player pair, Player loses              | 7S 4D 7C 4H       | banker | wins 1100   | wins 1100   |
        | Banker pair, Banker wins               | 2S 9H 3C 9D       | banker | loses       | wins 1100   |
        | Banker pair, Banker loses              | 9C 6D KS 6S       | player | loses       | wins 1100   |
        | both pairs, a tie                      | 8H 8S 8D 8C       | tie    | wins 1100   | wins 1100   |
        | a Player third card matching the first | 5H 2S KD 3C 5C AS | banker | loses       | loses       |
        | a Banker third card matching           | 2H 3S 3D KC 4S 3C | player | loses       | loses       |
        | no pair                                | 2H 7S 3D KC 4S    | player | loses       | loses       |

  Rule: 3.8.1 Player pair wins when the Player hand's first two cards are a pair
    "Player pair" wagers win if the first two cards of the "Player" hand
    constitute a "Pair"; and

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:3.8.1 under other rules.

  Rule: 3.8.2 Banker pair wins when the Banker hand's first two cards are a pair
    "Banker pair" wagers win if the first two cards of the "Banker" hand
    constitute a "Pair".

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:3.8.2 under other rules.

  Rule: 3.9 After the first four cards are totalled, third cards are drawn only as the Table of Play requires
    Following the announcement of the point total of each hand after the
    initial four cards are dealt, a third card shall be dealt if so required
    pursuant to the Table of Play below:

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:3.9 under other rules.

  Rule: 3.10 The hand with the higher point total wins the round
    The winner of the round of play is the hand with the highest point
    total.

    @clause:mbs-ncb-v6:3.10
    Scenario Outline: 3.10 The higher point total wins (<pt> against <bt>)
      The hand with the higher final point total wins the round: Player wagers
      win when the Player's is higher, Banker wagers when the Banker's is.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"
      And the "player" wager <player>
      And the "banker" wager <banker>

      Examples:
        | shoe              | pt | bt | winner | player   | banker   |
        | 2H 7S 3D KC 4S    | 9  | 7  | player | wins 100 | loses    |
        | QH QS QD QC 5H 7D | 5  | 7  | banker | loses    | wins 100 |
        | 9S AH KC 7D       | 9  | 8  | player | wins 100 | loses    |
        | AH 9S 7D KC       | 8  | 9  | banker | loses    | wins 100 |
        | KH AS QD KC TC JS | 0  | 1  | banker | loses    | wins 100 |

  Rule: 3.10.1 Equal totals are a Tie: Player and Banker wagers neither win nor lose, Tie wagers win
    If the "Player" and "Banker" hands have an identical point total, the
    round of play is a "Tie". The initial wagers on "Player" and "Banker" do
    not win or lose in the case of a "Tie" and all "Tie" wagers win.

    @clause:mbs-ncb-v6:3.10.1 @clause:mbs-ncb-v6:1.1.7
    Scenario Outline: 3.10.1 Equal totals of <total> are a Tie: Player and Banker push, Tie wins
      If both hands end on the same point total the round is a Tie: wagers on
      Player and on Banker neither win nor lose (the stake comes back) and Tie
      wagers win. A Banker tie on 6 is a push like any other, not a win on 6.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker" and "tie"
      When the coup is dealt
      Then the Player total is <total>
      And the Banker total is <total>
      And the winner is "tie"
      And the "player" wager pushes
      And the "banker" wager pushes
      And the "tie" wager wins 800

      Examples:
        | total | shoe              |
        | 0     | KH QS KD QC TH JS |
        | 1     | AH AS KD KC TH TS |
        | 2     | 2H 2S KD KC TH TS |
        | 3     | 3H 3S KD KC TH TS |
        | 4     | 4H 4S KD KC TH TS |
        | 5     | KH QS JD TC 5H 5D |
        | 6     | 6H 6S KD KC       |
        | 7     | 2H 4S 3D KC 2C 3S |
        | 8     | 8H 8S KD KC       |
        | 9     | 9H 9S KD KC       |
