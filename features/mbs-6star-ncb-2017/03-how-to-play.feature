Feature: 6 Star No Commission Baccarat, section 3: how to play (card values, totals, the deal, pairs, the winner, the bonus wagers)

  The Table of Play (rule 3.9) has its own file, 03-table-of-play.feature.
  The betting window (rules 3.1 and 3.2) is checked at the table (the
  table lifecycle steps), at the end of this file.

  In the card value outlines the Banker is given a Natural 9 of one Gold and
  one Wood card (9Go TWo: not Flaming 9's) so that nobody draws and the
  Player's two-card total can be read directly.

  Rule: 3.1 Betting opens, and the round begins, with the dealer's call for bets
    Commencement of play shall begin when the Dealer announces "Place your
    bets, please".

    @clause:mbs-6star-ncb-2017:3.1
    Scenario: 3.1 Wagers are taken only once the dealer has called for bets
      Play begins with the dealer's call "Place your bets": before it no wager,
      main or side, can be placed and bets cannot be closed; after it wagers
      are taken, Fortune Six and the Element Bonus as well as the main ones.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When player "A" places a "fortune-six" wager of 500 at position 1
      Then that is refused because "betting-not-open"
      When the dealer closes bets
      Then that is refused because "betting-not-open"
      When the dealer opens bets
      Then that is accepted
      And the table state is "betting-open"
      When player "A" places a "fortune-six" wager of 500 at position 1
      Then that is accepted
      When player "B" places an "element-bonus" wager of 100 at position 2
      Then that is accepted
      When player "B" places a "banker" wager of 100 at position 2
      Then that is accepted

    @clause:mbs-6star-ncb-2017:3.1 @clause:mbs-6star-ncb-2017:3.2
    Scenario: 3.1, 3.2 A round at the table: bets open, bets close, cards, settlement
      Between the call for bets and "No more bets" players place, raise and
      take back wagers; the cards come only after the close; the round is then
      settled on the wagers as they stood at the close. Here the Banker wins
      with a two-card 6: Banker pays one to two, Fortune Six twelve to one.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "fortune-six" wager of 100 at position 2
      And player "B" places an "element-bonus" wager of 100 at position 2
      And player "C" places a "tie" wager of 100 at position 3
      And player "A" increases their "banker" wager at position 1 by 500
      And player "B" withdraws their "element-bonus" wager at position 2
      Then that is accepted
      When the card "TWa" is dealt
      Then that is refused because "bets-not-closed"
      When the dealer closes bets
      Then that is accepted
      And the table state is "betting-closed"
      When the cards "TWa 6Go SEa TFi 3Ea" are dealt
      Then that is accepted
      And the table state is "complete"
      When the dealer settles the round
      Then the Player hand is "TWa SEa 3Ea" with total 3
      And the Banker hand is "6Go TFi" with total 6
      And the winner is "banker"
      And player "A"'s "banker" wager at position 1 is settled on a stake of 1,000
      And player "A"'s "banker" wager at position 1 wins 500
      And player "B"'s "fortune-six" wager at position 2 wins 1,200
      And player "B" has no "element-bonus" wager at position 2 in the settlement
      And player "C"'s "tie" wager at position 3 loses

    @clause:mbs-6star-ncb-2017:3.1 @clause:mbs-6star-ncb-2017:1.1.11
    Scenario: 3.1 Each round begins with its own call for bets
      A round ends with its settlement; the next one begins only with a new
      "Place your bets": wagers in between are refused, and each round is
      settled on its own wagers and cards.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 100 at position 1
      And the dealer closes bets
      And the cards "2Fi 7Wa 3Go LEa 4Wo" are dealt
      And the dealer settles the round
      Then the table state is "settled"
      When player "A" places a "banker" wager of 100 at position 1
      Then that is refused because "betting-not-open"
      When the dealer opens bets
      And player "A" places a "banker" wager of 100 at position 1
      And the dealer closes bets
      And the cards "AWa 9Wo 7Ea FGo" are dealt
      And the dealer settles the round
      Then 2 rounds are settled
      And in round 1, the winner is "player"
      And in round 1, player "A"'s "player" wager at position 1 wins 100
      And in round 2, the winner is "banker"
      And in round 2, player "A"'s "banker" wager at position 1 wins 100

    @clause:mbs-6star-ncb-2017:3.1 @clause:mbs-6star-ncb-2017:3.2
    Scenario: 3.1, 3.2 A wager decreased while bets are open is settled on what remains
      Until bets close a player may take back part of a wager as well as all
      of it: the rest stays on the layout, and the round is settled on it.
      An engine that takes the whole wager for a part settles no wager here.
      The Banker wins with a two-card 6 and pays one to two.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" withdraws 400 from their "banker" wager at position 1
      Then that is accepted
      When the dealer closes bets
      And the cards "TWa 6Go SEa TFi 3Ea" are dealt
      And the dealer settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 is settled on a stake of 600
      And player "A"'s "banker" wager at position 1 wins 300

  Rule: 3.2 Betting closes when the dealer calls No more bets
    Closing of bets shall take effect when the Dealer announces "No more
    bets".

    @clause:mbs-6star-ncb-2017:3.2
    Scenario: 3.2 "No more bets" closes the betting
      After the call "No more bets" the betting is closed: the table waits for
      the cards, and a second close changes nothing.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places an "element-bonus" wager of 500 at position 1
      And the dealer closes bets
      Then that is accepted
      And the table state is "betting-closed"
      When the dealer closes bets
      Then that is refused because "bets-closed"

  Rule: 3.3 Card point values are as set out in the two sub-clauses below
    The point value of cards shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:3.3 under other rules.

  Rule: 3.3.1 An Ace counts one; Two to Nine count their face value
    Any card from Two to Nine inclusive shall have as its point value its
    face value and an Ace shall have as its point value a value of one; and

    @clause:mbs-6star-ncb-2017:3.3 @clause:mbs-6star-ncb-2017:3.3.1
    Scenario Outline: 3.3.1 <card> counts <value>
      An Ace counts one point; a Two to a Nine counts its face value, whatever
      its element.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<card> 9Go SEa TWo"
      When the coup is dealt
      Then the Player hand is "<card> SEa" with total <value>

      Examples:
        | card | value |
        | AFi  | 1     |
        | AGo  | 1     |
        | 2Ea  | 2     |
        | 3Wo  | 3     |
        | 4Wa  | 4     |
        | 5Fi  | 5     |
        | 6Go  | 6     |
        | 7Ea  | 7     |
        | 8Wo  | 8     |
        | 9Wa  | 9     |

  Rule: 3.3.2 Tens and the three star cards of each suit (Sau, Luk, Fuk) count zero
    Any Ten, Sau ("S"), Luk ("L") or Fuk ("F") shall have a point value of
    zero. Sau ("S"), Luk ("L") and Fuk ("F") are the three picture cards for
    each of the five suits.

    @clause:mbs-6star-ncb-2017:3.3 @clause:mbs-6star-ncb-2017:3.3.2 @clause:mbs-6star-ncb-2017:1.1.12
    Scenario Outline: 3.3.2 <card> counts zero
      Tens and the three Stars (Sau, Luk and Fuk) of every element count
      nothing.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<card> 9Go <other> TWo"
      When the coup is dealt
      Then the Player hand is "<card> <other>" with total 0

      Examples:
        | card | other |
        | TFi  | SGo   |
        | TWa  | TEa   |
        | SFi  | LWo   |
        | SEa  | FWa   |
        | LGo  | TFi   |
        | LWa  | LEa   |
        | FWo  | SFi   |
        | FFi  | FGo   |

  Rule: 3.4 A hand's point total is worked out as in the two sub-clauses below
    The point total of a hand shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:3.4 under other rules.

  Rule: 3.4.1 A card sum from 0 to 9 is itself the point total
    Where the total value of the cards in the hand is a number between zero
    and nine, the point total shall be that number; or

    @clause:mbs-6star-ncb-2017:3.4 @clause:mbs-6star-ncb-2017:3.4.1
    Scenario Outline: 3.4.1 Cards adding up to <sum> give a point total of <pt>
      If the point values of a hand's cards add up to nine or less, that sum
      is the hand's point total.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>

      Examples:
        | sum | shoe                    | player      | pt |
        | 0   | SFi 9Go LWa TWo         | SFi LWa     | 0  |
        | 1   | AFi 9Go TWa TWo         | AFi TWa     | 1  |
        | 5   | 2Go 9Go 3Ea TWo         | 2Go 3Ea     | 5  |
        | 9   | 2Fi 7Wa 3Go LEa 4Wo 9Ea | 2Fi 3Go 4Wo | 9  |

  Rule: 3.4.2 A card sum of 10 or more counts only its last digit (sum modulo 10)
    Where the total value of the cards in the hand is the number ten or a
    higher number, the point total shall be the right digit of that number
    only.

    @clause:mbs-6star-ncb-2017:3.4 @clause:mbs-6star-ncb-2017:3.4.2
    Scenario Outline: 3.4.2 Cards adding up to <sum> give a point total of <pt>
      If the point values add up to ten or more, only the last digit counts:
      the point total is the sum less ten (or twenty).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>

      Examples:
        | sum | shoe                        | player      | pt | banker      | bt |
        | 10  | 4Fi 9Go 6Wa TWo             | 4Fi 6Wa     | 0  | 9Go TWo     | 9  |
        | 15  | 7Go 9Go 8Ea TWo             | 7Go 8Ea     | 5  | 9Go TWo     | 9  |
        | 18  | 9Wa 9Go 9Ea TWo             | 9Wa 9Ea     | 8  | 9Go TWo     | 9  |
        | 19  | 5Go LWa 5Ea 3Fi 9Wo 8Ea     | 5Go 5Ea 9Wo | 9  | LWa 3Fi 8Ea | 1  |
        | 20  | 6Ea SWo 5Wa FFi 9Go 7Wa 2Go | 6Ea 5Wa 9Go | 0  | SWo FFi 7Wa | 7  |

  Rule: 3.5 Banker, Player, Pair, Tie, Fortune Six and Element Bonus are independent wagers, playable alone or in any mix
    "Banker", "Player", "Pair", "Tie", "Fortune Six" and "Element Bonus"
    wagers are independent wagers and may be played in combination or
    individually.

    @clause:mbs-6star-ncb-2017:3.5
    Scenario Outline: 3.5 A "<wager>" wager alone settles as it does beside the others
      Banker, Player, Tie, the Pairs, Fortune Six and the Element Bonus are
      independent: each may be played alone or with any of the others, and
      none changes how another settles. The same round (a Banker two-card 6,
      both hands a pair, five Gold cards) is dealt with the wager alone and,
      in the next scenario, with all seven.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "LGo 3Go LGo 3Go 2Go 9Wa"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the "<wager>" wager <outcome>

      Examples:
        | wager         | outcome    |
        | banker        | wins 50    |
        | player        | loses      |
        | tie           | loses      |
        | player-pair   | wins 1100  |
        | banker-pair   | wins 1100  |
        | fortune-six   | wins 1200  |
        | element-bonus | wins 50000 |

    @clause:mbs-6star-ncb-2017:3.5
    Scenario: 3.5 All seven wagers together settle as each does alone
      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "LGo 3Go LGo 3Go 2Go 9Wa"
      And a wager of 100 on each of "element-bonus", "player-pair", "tie", "fortune-six", "banker", "banker-pair" and "player"
      When the coup is dealt
      Then the Player hand is "LGo LGo 2Go" with total 2
      And the Banker hand is "3Go 3Go" with total 6
      And the wagers settle as:
        | wager         | result | win   | odds  |
        | element-bonus | win    | 50000 | 500/1 |
        | player-pair   | win    | 1100  | 11/1  |
        | tie           | lose   |       |       |
        | fortune-six   | win    | 1200  | 12/1  |
        | banker        | win    | 50    | 1/2   |
        | banker-pair   | win    | 1100  | 11/1  |
        | player        | lose   |       |       |

  Rule: 3.6 Two hands are dealt: one is the Player hand, the other the Banker hand
    There shall be two hands dealt, one of which shall be designated as the
    "Player" hand and the other as the "Banker" hand.

    @clause:mbs-6star-ncb-2017:3.6 @clause:mbs-6star-ncb-2017:3.7 @clause:mbs-6star-ncb-2017:3.7.1 @clause:mbs-6star-ncb-2017:3.7.2
    Scenario Outline: 3.6, 3.7 Two hands; cards one and three to the Player, two and four to the Banker (<shoe>)
      Each round deals two hands, the Player hand and the Banker hand. The
      first four cards out of the shoe go Player, Banker, Player, Banker: the
      Player's two cards are the first and the third, the Banker's the second
      and the fourth. Any third card comes after these four.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | shoe                        | player      | pt | banker      | bt | winner |
        | AWa 9Wo 7Ea FGo             | AWa 7Ea     | 8  | 9Wo FGo     | 9  | banker |
        | 9Wo AWa FGo 7Ea             | 9Wo FGo     | 9  | AWa 7Ea     | 8  | player |
        | 2Fi 7Wa 3Go LEa 4Wo         | 2Fi 3Go 4Wo | 9  | 7Wa LEa     | 7  | player |
        | LGo LWa LEa LFi 5Go 7Wa 2Ea | LGo LEa 5Go | 5  | LWa LFi 7Wa | 7  | banker |

  Rule: 3.7 Each round starts with four cards drawn from the shoe
    Four cards shall be dealt from the shoe with:

    @clause:mbs-6star-ncb-2017:3.7
    Scenario Outline: 3.7 The cutting card is not dealt to a hand (<where>)
      Only playing cards are dealt to the hands. When the cutting card comes
      out during a round it is set aside, the round goes on with the next card,
      and the round is completed.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the cutting card <met> met

      Examples:
        | where                   | shoe                        | player      | pt | banker      | bt | cards | met     |
        | first                   | CUT AWa 9Wo 7Ea FGo         | AWa 7Ea     | 8  | 9Wo FGo     | 9  | 5     | was     |
        | in the initial deal     | AWa CUT 9Wo 7Ea FGo         | AWa 7Ea     | 8  | 9Wo FGo     | 9  | 5     | was     |
        | before a third card     | 2Fi 7Wa 3Go LEa CUT 4Wo     | 2Fi 3Go 4Wo | 9  | 7Wa LEa     | 7  | 6     | was     |
        | before the Banker third | 2Fi 3Wa 3Go LEa 4Wo CUT 5Go | 2Fi 3Go 4Wo | 9  | 3Wa LEa 5Go | 8  | 7     | was     |
        | after the round         | AWa 9Wo 7Ea FGo CUT 5Go     | AWa 7Ea     | 8  | 9Wo FGo     | 9  | 4     | was not |

    @clause:mbs-6star-ncb-2017:3.7 @interpretation:12
    Scenario: 3.7 In a shoe, the round in which the cutting card comes out is completed and is the last
      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "AWa 9Wo 7Ea FGo 2Fi 7Wa CUT 3Go LEa 4Wo 5Go 6Ea SWa TFi 6Go LWo"
      And a "player" wager of 100
      When the shoe is played
      Then 2 rounds are played
      And the shoe ends because "cut-card"
      And 10 cards are used
      And in round 1, the cutting card was not met
      And in round 1, the "player" wager loses
      And in round 2, the Player hand is "2Fi 3Go 4Wo" with total 9
      And in round 2, the cutting card was met
      And in round 2, the "player" wager wins 100

  Rule: 3.7.1 Cards one and three drawn are the Player hand's first two cards
    The first and third cards dealt representing the first and second cards
    of the "Player" hand; and

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:3.7.1 under other rules.

  Rule: 3.7.2 Cards two and four drawn are the Banker hand's first two cards
    The second and fourth cards dealt representing the first and second
    cards of the "Banker" hand.

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:3.7.2 under other rules.

  Rule: 3.8 The four initial cards alone decide the Pair wagers
    These four cards will determine the outcome of "Pair" wagers:

    @clause:mbs-6star-ncb-2017:3.8 @clause:mbs-6star-ncb-2017:3.8.1 @clause:mbs-6star-ncb-2017:3.8.2
    Scenario Outline: 3.8 The first four cards alone decide the Pair wagers (<case>)
      Player pair wins when the Player's first two cards are a pair (3.8.1),
      Banker pair when the Banker's are (3.8.2); otherwise each loses. Third
      cards do not count, and neither does who wins the round. A pair pays 11
      to 1 on the stake of 100.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-pair" and "banker-pair"
      When the coup is dealt
      Then the winner is "<winner>"
      And the "player-pair" wager <player pair>
      And the "banker-pair" wager <banker pair>

      Examples:
        | case                                   | shoe                        | winner | player pair | banker pair |
        | Player pair, Player wins               | 9Wa 2Go 9Fi 3Go 4Ea         | player | wins 1100   | loses       |
        | Player pair, Player loses              | LGo 3Go LGo 3Go 2Go 9Wa     | banker | wins 1100   | wins 1100   |
        | Banker pair, Banker wins               | 2Go 4Wa 3Go 4Ea 2Wo 5Go     | banker | loses       | wins 1100   |
        | Banker pair, Banker loses              | 2Go SWa 3Go SEa 4Ea 8Wo     | player | loses       | wins 1100   |
        | both pairs, a tie                      | 9Fi 9Go 9Wa 9Ea AWo         | tie    | wins 1100   | wins 1100   |
        | a Player third card matching the first | 2Go 3Wa 3Go 3Ea 2Wo 5Go     | player | loses       | wins 1100   |
        | no pair                                | 2Fi 7Wa 3Go LEa 4Wo 9Ea     | player | loses       | loses       |

      @interpretation:1
      Examples:
        | case                                   | shoe                        | winner | player pair | banker pair |
        | a Banker third card matching the first | TWa AGo SEa LFi FWo AWo 5Go | banker | loses       | loses       |

  Rule: 3.8.1 Player pair wins when the Player hand's first two cards are a pair
    "Player pair" wagers win if the first two cards of the "Player" hand
    constitute a "Pair"; and

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:3.8.1 under other rules.

  Rule: 3.8.2 Banker pair wins when the Banker hand's first two cards are a pair
    "Banker pair" wagers win if the first two cards of the "Banker" hand
    constitute a "Pair".

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:3.8.2 under other rules.

  Rule: 3.9 After the first four cards are totalled, third cards are drawn only as the Table of Play requires
    Following the announcement of the point total of each hand after the
    initial four cards are dealt, a third card shall be dealt if so required
    pursuant to the Table of Play below:

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:3.9 under other rules.

  Rule: 3.10 The hand with the higher point total wins the round
    The winner of the round of play is the hand with the highest point
    total.

    @clause:mbs-6star-ncb-2017:3.10
    Scenario Outline: 3.10 The higher point total wins (<pt> against <bt>)
      The hand with the higher final point total wins the round: Player wagers
      win when the Player's is higher, Banker wagers when the Banker's is.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"
      And the "player" wager <player>
      And the "banker" wager <banker>

      Examples:
        | shoe                        | pt | bt | winner | player   | banker   |
        | 2Fi 7Wa 3Go LEa 4Wo 9Ea     | 9  | 7  | player | wins 100 | loses    |
        | LGo LWa LEa LFi 5Go 7Wa 2Ea | 5  | 7  | banker | loses    | wins 100 |
        | 9Wo AWa FGo 7Ea             | 9  | 8  | player | wins 100 | loses    |
        | AWa 9Wo 7Ea FGo             | 8  | 9  | banker | loses    | wins 100 |
        | TWa AGo SEa LFi FWo TWo 6Ea | 0  | 1  | banker | loses    | wins 100 |

  Rule: 3.10.1 Equal totals are a Tie: Player and Banker wagers neither win nor lose, Tie wagers win
    If the “Player” and “Banker” hands have an identical point total, the
    round of play is a “Tie”. The initial wagers on “Player” and “Banker” do
    not win or lose in the case of a “Tie” and all “Tie” wagers win.

    @clause:mbs-6star-ncb-2017:3.10.1 @clause:mbs-6star-ncb-2017:1.1.13
    Scenario Outline: 3.10.1 Equal totals of <total> are a Tie: Player and Banker push, Tie wins
      If both hands end on the same point total the round is a Tie: wagers on
      Player and on Banker neither win nor lose (the stake comes back) and Tie
      wagers win eight to one. A Banker tie on 6 is a push like any other, not
      a win on 6. None of these ties is Flaming 9's or 6 Stars, so no Tie
      Bonus is due.

      Given the game "mbs-6star-ncb-2017" with 8 decks
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
        | total | shoe                        |
        | 0     | TWa SGo LEa FFi TWo TGo 5Wa |
        | 1     | AWa AGo TEa LFi TWo SGo 5Wa |
        | 2     | 2Wa 2Go TEa LFi TWo SGo 5Wa |
        | 3     | 3Wa 3Go TEa LFi TWo SGo 5Wa |
        | 4     | 4Wa 4Go TEa LFi TWo SGo 5Wa |
        | 5     | 5Wa 5Go TEa LFi TWo SGo     |
        | 6     | 6Wa 6Go TEa TFi AWo         |
        | 7     | 2Go 4Wa 3Ea LFi 2Fi 3Wo 9Go |
        | 8     | 8Wa 8Go TEa TFi AWo         |
        | 9     | 9Wa 9Go TEa TFi AWo         |

  Rule: 3.10.1.1 A tie with Flaming 9's on both hands pays Tie wagers 8 to 1 plus the Tie Bonus
    When the result is a “Tie” with both the “Player” and “Banker” hands
    having “Flaming 9’s” as described in Rule 1.1.4, all players with a
    “Tie” wager will win the payout for “Tie” as stated in Rule 4.1 and the
    payout for “Tie Bonus” as stated in Rule 4.3.

    @clause:mbs-6star-ncb-2017:3.10.1.1 @interpretation:5 @interpretation:6
    Scenario Outline: 3.10.1.1 A tie with Flaming 9's on both hands adds the Tie Bonus (<case>)
      If both hands are Flaming 9's (each a two-card 9 of two Fire cards) the
      tie pays the Tie wager eight to one plus the fixed Tie Bonus of 3,000
      dollars; Player and Banker push. A tie on 9 in which only one hand is
      Flaming 9's, or a tie of three-card Fire 9s or of Fire natural 8s, is an
      ordinary tie. The Tie stake is 7: eight to one is 56.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of 7
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player hand is "<player>" with total <total>
      And the Banker hand is "<banker>" with total <total>
      And the "player" wager pushes
      And the "banker" wager pushes
      And the "tie" wager <tie>

      Examples:
        | case                                 | shoe                        | player      | banker      | total | tie                                         |
        | a Star and a 9 against a Ten and a 9 | 9Fi TFi SFi 9Fi AGo         | 9Fi SFi     | TFi 9Fi     | 9     | wins 300056 including a Tie Bonus of 300000 |
        | 4 and 5 against 2 and 7              | 4Fi 2Fi 5Fi 7Fi AGo         | 4Fi 5Fi     | 2Fi 7Fi     | 9     | wins 300056 including a Tie Bonus of 300000 |
        | Banker 9 with one Fire card          | 9Fi 4Go TFi 5Fi AWo         | 9Fi TFi     | 4Go 5Fi     | 9     | wins 56                                     |
        | Player 9 with no Fire card           | 4Go 9Fi 5Wa TFi AWo         | 4Go 5Wa     | 9Fi TFi     | 9     | wins 56                                     |
        | three-card Fire 9s                   | 2Fi 2Fi 3Fi 3Fi 4Fi 4Fi 5Go | 2Fi 3Fi 4Fi | 2Fi 3Fi 4Fi | 9     | wins 56                                     |
        | Fire natural 8s                      | 3Fi 3Fi 5Fi 5Fi AGo         | 3Fi 5Fi     | 3Fi 5Fi     | 8     | wins 56                                     |

  Rule: 3.10.1.2 A tie with 6 Stars on both hands pays Tie wagers 8 to 1 plus the Tie Bonus
    When the result is a “Tie” with both the “Player” and “Banker” hands
    having “6 Stars” as described in Rule 1.1.1, all players with a “Tie”
    wager will win the payout for “Tie” as stated in Rule 4.1 and the payout
    for “Tie Bonus” as stated in Rule 4.3.

    @clause:mbs-6star-ncb-2017:3.10.1.2 @clause:mbs-6star-ncb-2017:1.1.1 @interpretation:5
    Scenario Outline: 3.10.1.2 A tie with 6 Stars on both hands adds the Tie Bonus (<case>)
      If each hand is one Sau, one Luk and one Fuk the tie pays the Tie wager
      eight to one plus the fixed Tie Bonus of 30,000 dollars; Player and
      Banker push. If either hand misses one of the three Stars the tie is an
      ordinary tie on 0. The Tie stake is 7: eight to one is 56.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of 7
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player hand is "<player>" with total 0
      And the Banker hand is "<banker>" with total 0
      And the "player" wager pushes
      And the "banker" wager pushes
      And the "tie" wager <tie>

      Examples:
        | case                            | shoe                        | player      | banker      | tie                                           |
        | Sau Luk Fuk against Luk Fuk Sau | SGo LWa LEa FWo FFi SWa 2Go | SGo LEa FFi | LWa FWo SWa | wins 3000056 including a Tie Bonus of 3000000 |
        | Fuk Luk Sau against Sau Luk Fuk | FWa SGo LFi LEa SWo FFi 3Go | FWa LFi SWo | SGo LEa FFi | wins 3000056 including a Tie Bonus of 3000000 |
        | the Player has two Saus         | SGo FWa LEa LFi SFi SWa 2Go | SGo LEa SFi | FWa LFi SWa | wins 56                                       |
        | three Luks each                 | LGo LWa LEa LFi LFi LWo 2Go | LGo LEa LFi | LWa LFi LWo | wins 56                                       |

  Rule: 3.11 Fortune Six wins when Banker wins with a total of 6, on two or on three cards
    When the “Banker” wins with a total of six points on either two or three
    cards, the “Fortune Six” wager will win.

    @clause:mbs-6star-ncb-2017:3.11
    Scenario Outline: 3.11 Fortune Six wins on a Banker win with 6 on <n> cards (<banker>)
      Fortune Six wins whenever the Banker wins with a point total of six,
      whether the Banker stood on two cards or reached six with a third card:
      twelve to one on two cards, twenty to one on three.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "fortune-six" and "banker"
      When the coup is dealt
      Then the Banker hand is "<banker>" with total 6
      And the winner is "banker"
      And the "banker" wager wins 50
      And the "fortune-six" wager wins <win>

      Examples:
        | n | shoe                        | banker      | win  |
        | 2 | TWa 6Go SEa TFi 3Ea 8Wo     | 6Go TFi     | 1200 |
        | 3 | 5Wa 6Go SEa LFi 6Ea TWo AGo | 6Go LFi TWo | 2000 |
        | 3 | LWa 3Go SEa TFi 2Ea 3Wo 9Go | 3Go TFi 3Wo | 2000 |
        | 3 | AWa SGo TEa TWa 4Fi 6Ea 2Go | SGo TWa 6Ea | 2000 |
        | 3 | TWa 5Go SEa TFi 4Ea AWo 3Go | 5Go TFi AWo | 2000 |

  Rule: 3.12 Element Bonus wins, whatever the result, when all cards of both final hands share one element
    When all cards in the completed hands for both “Player” and “Banker” (4
    cards, 5 cards, or 6 cards as the case may be) are of the same
    “Element”, all players with a “Element Bonus” wager will win the payout
    for “Element Bonus” as stated in Rule 4.2, regardless of the outcome of
    the game.

    @clause:mbs-6star-ncb-2017:3.12 @interpretation:7
    Scenario Outline: 3.12 Element Bonus wins whatever the result (<case>)
      The Element Bonus depends only on the elements of the cards of both
      completed hands, never on who wins: all of one element wins it on a
      Player win, a Banker win or a Tie alike, and the losing hand's cards
      count as much as the winner's.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "element-bonus", "player" and "banker"
      When the coup is dealt
      Then the winner is "<winner>"
      And <cards> cards are used
      And the "element-bonus" wager <outcome>

      Examples:
        | case                              | shoe                        | winner | cards | outcome     |
        | Player wins, four Water cards     | 9Wa 2Wa TWa 5Wa 3Go         | player | 4     | wins 5000   |
        | Player wins, five Water cards     | 3Wa 7Wa TWa TWa 5Wa 9Go     | player | 5     | wins 50000  |
        | Banker wins, five Gold cards      | 6Go 3Go TGo LGo 4Go 9Wa     | banker | 5     | wins 50000  |
        | Banker wins, six Wood cards       | AWo 2Wo 3Wo 4Wo 6Wo 5Wo 7Go | banker | 6     | wins 500000 |
        | Tie, four Fire cards              | 9Fi TFi SFi 9Fi AGo         | tie    | 4     | wins 5000   |
        | Tie, five Fire cards              | 6Fi 3Fi TFi LFi 3Fi 2Go     | tie    | 5     | wins 50000  |
        | Tie, six Fire cards               | 2Fi 2Fi 3Fi 3Fi 4Fi 4Fi 5Go | tie    | 6     | wins 500000 |
        | Player wins, losing hand one Fire | 9Wa 2Wa TWa 5Fi 3Go         | player | 4     | loses       |
        | Player wins, a Gold third card    | 3Wa 7Wa TWa TWa 5Go 9Go     | player | 5     | loses       |
