Feature: Tiger No Commission Baccarat v5, section 3: how to play (card values, totals, wagers, the deal, the winner, the cutting card)

  The Table of Play (rule 3.14) has its own file, 03-table-of-play.feature.
  The rules about wagers rather than cards (the betting window 3.1 and 3.2,
  limits and shared playing areas 3.5.1, three wagers per area 3.6 and
  3.6.1, the HLGA cutting card 3.17.1) are checked with the table lifecycle
  at the end of this file. How the cards are handled (wagers placed by
  staff 3.7, Methods A, B and C 3.8 to 3.11, squeezing 3.16) changes
  neither the cards nor the result and is not checked. The Tiger wagers are
  defined in section 1 (01-definitions.feature); this document has no
  separate rules for them in section 3.

  A winning Banker wager is paid 1 to 2 when the Banker wins with 6 and 1
  to 1 otherwise, with no commission (rule 4.1).

  In the card-value outlines the Banker is given a Natural 9 (9S KC) so that
  nobody draws and the Player's two-card total can be read directly.

  @clause:mbs-tiger-ncb-v5:3.3 @clause:mbs-tiger-ncb-v5:3.3.1
  Scenario Outline: 3.3.1 <card> counts <value>
    An Ace counts one point; a Two to a Nine counts its face value, whatever
    its suit.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<card> 9S KD KC 5H"
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

  @clause:mbs-tiger-ncb-v5:3.3 @clause:mbs-tiger-ncb-v5:3.3.2
  Scenario Outline: 3.3.2 <card> counts zero
    Tens, Jacks, Queens and Kings count nothing. A Ten may be written 10 on
    input; it is always reported as T.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<card> 9S <other> KC 5H"
    When the coup is dealt
    Then the Player hand is "<printed> <other>" with total 0

    Examples:
      | card | other | printed |
      | TH   | KD    | TH      |
      | JD   | QS    | JD      |
      | QC   | TD    | QC      |
      | KS   | JH    | KS      |
      | 10H  | KD    | TH      |

  @clause:mbs-tiger-ncb-v5:3.4 @clause:mbs-tiger-ncb-v5:3.4.1
  Scenario Outline: 3.4.1 Cards adding up to <sum> give a point total of <pt>
    If the point values of a hand's cards add up to nine or less, that sum
    is the hand's point total.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<shoe>"
    When the coup is dealt
    Then the Player hand is "<player>" with total <pt>

    Examples:
      | sum | shoe              | player   | pt |
      | 0   | KH 9S QD KC 5H    | KH QD    | 0  |
      | 1   | AH 9S KD KC 5H    | AH KD    | 1  |
      | 5   | 2H 9S 3D KC 5H    | 2H 3D    | 5  |
      | 9   | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  |

  @clause:mbs-tiger-ncb-v5:3.4 @clause:mbs-tiger-ncb-v5:3.4.2
  Scenario Outline: 3.4.2 Cards adding up to <sum> give a point total of <pt>
    If the point values add up to ten or more, only the last digit counts:
    the point total is the sum less ten (or twenty).

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<shoe>"
    When the coup is dealt
    Then the Player hand is "<player>" with total <pt>
    And the Banker hand is "<banker>" with total <bt>

    Examples:
      | sum | shoe                 | player   | pt | banker   | bt |
      | 10  | 4H 9S 6D KC 5H       | 4H 6D    | 0  | 9S KC    | 9  |
      | 15  | 7H 9S 8D KC 5H       | 7H 8D    | 5  | 9S KC    | 9  |
      | 18  | 9H 9S 9D KC 5H       | 9H 9D    | 8  | 9S KC    | 9  |
      | 19  | 5H KS 5D 3C 9C 8S 2D | 5H 5D 9C | 9  | KS 3C 8S | 1  |
      | 20  | 6H KS 5D KC 9C 7S 2D | 6H 5D 9C | 0  | KS KC 7S | 7  |

  @clause:mbs-tiger-ncb-v5:3.5
  Scenario Outline: 3.5 A "<wager>" wager alone settles as it does beside the other seven
    The game offers eight wagers, each independent of the others: any of
    them may be played alone or with any others, and none changes how
    another settles. The round is the same in every row: Player 7-7-6 for
    0 against Banker 3-3-T for a three-card 6, the first two cards of both
    hands being pairs of different ranks. The Banker wins with 6, so the
    Banker wager is paid 1 to 2.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "7S 3H 7D 3C 6D TS 2C"
    And a "<wager>" wager of 100
    When the coup is dealt
    Then the "<wager>" wager <outcome>

    Examples:
      | wager       | outcome   |
      | banker      | wins 50   |
      | player      | loses     |
      | tie         | loses     |
      | tiger       | wins 2000 |
      | small-tiger | loses     |
      | big-tiger   | wins 5000 |
      | tiger-pair  | wins 2000 |
      | tiger-tie   | loses     |

  @clause:mbs-tiger-ncb-v5:3.5
  Scenario: 3.5 All eight wagers together settle as each does alone
    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "7S 3H 7D 3C 6D TS 2C"
    And a wager of 100 on each of "tiger-tie", "tiger-pair", "big-tiger", "small-tiger", "tiger", "tie", "player" and "banker"
    When the coup is dealt
    Then the wagers settle as:
      | wager       | result | win  |
      | tiger-tie   | lose   |      |
      | tiger-pair  | win    | 2000 |
      | big-tiger   | win    | 5000 |
      | small-tiger | lose   |      |
      | tiger       | win    | 2000 |
      | tie         | lose   |      |
      | player      | lose   |      |
      | banker      | win    | 50   |

  @clause:mbs-tiger-ncb-v5:3.12 @clause:mbs-tiger-ncb-v5:3.12.1 @clause:mbs-tiger-ncb-v5:3.12.2
  Scenario Outline: 3.12 Two hands; cards one and three to the Player, two and four to the Banker (<shoe>)
    Each round deals two hands, the Player hand and the Banker hand. The
    first four cards out of the shoe go Player, Banker, Player, Banker: the
    Player's two cards are the first and the third (3.12.1), the Banker's the
    second and the fourth (3.12.2). Any third card comes after these four.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<shoe>"
    When the coup is dealt
    Then the Player hand is "<player>" with total <pt>
    And the Banker hand is "<banker>" with total <bt>
    And the winner is "<winner>"

    Examples:
      | shoe                 | player   | pt | banker   | bt | winner |
      | AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | banker |
      | 9S AH KC 7D 5H       | 9S KC    | 9  | AH 7D    | 8  | player |
      | 2H 7S 3D KC 4S 9D    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
      | QH QS QD QC 5H 7D 2C | QH QD 5H | 5  | QS QC 7D | 7  | banker |

  @clause:mbs-tiger-ncb-v5:3.13
  Scenario Outline: 3.13 The first four cards alone decide the Tiger Pair wager (<case>)
    Tiger Pair is settled on the four cards of the initial deal: a third
    card that matches a hand's first card makes no pair, and who wins the
    round does not matter.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<shoe>"
    And a "tiger-pair" wager of 100
    When the coup is dealt
    Then the winner is "<winner>"
    And the "tiger-pair" wager <tiger pair>

    Examples:
      | case                                   | shoe                 | winner | tiger pair |
      | Player pair, Player wins               | 4H 2S 4D 3C KS       | player | wins 400   |
      | Banker pair, Player wins               | 9C 6D KS 6S 5H       | player | wins 400   |
      | Banker pair, Banker wins               | 2S 9H 3C 9D 5C       | banker | wins 400   |
      | both pairs, a tie                      | 8H 8S 8D 8C 5H       | tie    | wins 10000 |
      | a Player third card matching the first | 5H 2S KD 3C 5C AS 9D | banker | loses      |
      | a Banker third card matching           | 2H 3S 3D KC 4S 3C 9D | player | loses      |
      | no pair                                | 2H 7S 3D KC 4S 9D    | player | loses      |

  @clause:mbs-tiger-ncb-v5:3.15
  Scenario Outline: 3.15 The higher point total wins (<pt> against <bt>)
    The hand with the higher final point total wins the round: a Player
    wager wins when the Player's is higher, a Banker wager when the
    Banker's is (1 to 2 when the Banker wins with 6, even money otherwise).

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player" and "banker"
    When the coup is dealt
    Then the Player total is <pt>
    And the Banker total is <bt>
    And the winner is "<winner>"
    And the "player" wager <player>
    And the "banker" wager <banker>

    Examples:
      | shoe                 | pt | bt | winner | player   | banker   |
      | 2H 7S 3D KC 4S 9D    | 9  | 7  | player | wins 100 | loses    |
      | QH QS QD QC 5H 7D 2C | 5  | 7  | banker | loses    | wins 100 |
      | 9S AH KC 7D 5H       | 9  | 8  | player | wins 100 | loses    |
      | AH 9S 7D KC 5H       | 8  | 9  | banker | loses    | wins 100 |
      | KH AS QD KC TC JS 9D | 0  | 1  | banker | loses    | wins 100 |
      | KH 6S QD KC AC 9D    | 1  | 6  | banker | loses    | wins 50  |
      | 7H 6S KD KC 9C       | 7  | 6  | player | wins 100 | loses    |

  @clause:mbs-tiger-ncb-v5:3.15.1 @clause:mbs-tiger-ncb-v5:1.1.10
  Scenario Outline: 3.15.1 Equal totals of <total> are a Tie: Player and Banker push, Tie wins, Tiger Tie <tiger tie>
    If both hands end on the same point total the round is a Tie: wagers on
    Player and on Banker neither win nor lose (the stake comes back) and the
    Tie wager wins 8 to 1. Tiger Tie is the exception: it wins only on a
    tie on 6 (35 to 1) and loses on every other tie.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player", "banker", "tie" and "tiger-tie"
    When the coup is dealt
    Then the Player total is <total>
    And the Banker total is <total>
    And the winner is "tie"
    And the "player" wager pushes
    And the "banker" wager pushes
    And the "tie" wager wins 800
    And the "tiger-tie" wager <tiger tie>

    Examples:
      | total | shoe                 | tiger tie |
      | 0     | KH QS KD QC TH JS 9D | loses     |
      | 1     | AH AS KD KC TH TS 9D | loses     |
      | 2     | 2H 2S KD KC TH TS 9D | loses     |
      | 3     | 3H 3S KD KC TH TS 9D | loses     |
      | 4     | 4H 4S KD KC TH TS 9D | loses     |
      | 5     | KH QS JD TC 5H 5D 9D | loses     |
      | 6     | 6H 6S KD KC 9C       | wins 3500 |
      | 7     | 2H 4S 3D KC 2C 3S 9D | loses     |
      | 8     | 8H 8S KD KC 9D       | loses     |
      | 9     | 9H 9S KD KC 9D       | loses     |

  @clause:mbs-tiger-ncb-v5:3.17 @interpretation:12
  Scenario Outline: 3.17 A cutting card that comes out <where> is removed and the round completed
    The cutting card is not a card of either hand. When it comes out during
    a round it is set aside, the round goes on with the next card and is
    completed and settled as usual. It counts among the tokens used.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the shoe is "<shoe>"
    And a "banker" wager of 100
    When the coup is dealt
    Then the Player hand is "<player>" with total <pt>
    And the Banker hand is "<banker>" with total <bt>
    And <cards> cards are used
    And the cutting card <met> met
    And the "banker" wager <outcome>

    Examples:
      | where                          | shoe                     | player   | pt | banker   | bt | cards | met     | outcome  |
      | as the first card              | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | wins 100 |
      | in the initial deal            | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | wins 100 |
      | in the initial deal, Banker 6  | KH 6S CUT QD KC AC 9D    | KH QD AC | 1  | 6S KC    | 6  | 6     | was     | wins 50  |
      | before the Player's third card | 2H 7S 3D KC CUT 4S 9D    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | loses    |
      | before the Banker's third card | 2H 3S 3D KC 4S CUT 5C 9D | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | loses    |
      | just after the round           | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | wins 100 |

  @clause:mbs-tiger-ncb-v5:3.17 @interpretation:12
  Scenario: 3.17 In a shoe, the round in which the cutting card comes out is completed and is the last
    Given the game "mbs-tiger-ncb-v5" with 8 decks
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

  # The table lifecycle: the betting window, shared playing areas and
  # limits, wagers per playing area, the HLGA cutting card.

  @clause:mbs-tiger-ncb-v5:3.1
  Scenario: 3.1 Wagers are taken only once the dealer has called for bets
    Play begins with the dealer's call "Place your bets": before it no wager
    can be placed and bets cannot be closed; after it wagers are taken.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    When player "A" places a "tiger" wager of 500 at position 1
    Then that is refused because "betting-not-open"
    When the dealer closes bets
    Then that is refused because "betting-not-open"
    When the dealer opens bets
    Then that is accepted
    And the table state is "betting-open"
    When player "A" places a "tiger" wager of 500 at position 1
    Then that is accepted

  @clause:mbs-tiger-ncb-v5:3.1 @clause:mbs-tiger-ncb-v5:3.2
  Scenario: 3.1, 3.2 A round at the table: bets open, bets close, cards, settlement
    Between the call for bets and "No more bets" players place, raise and
    take back wagers; the cards come only after the close; the round is then
    settled on the wagers as they stood at the close. The Banker wins here
    with a three-card 6: the Banker wager is paid 1 to 2, Big Tiger 50 to 1.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And player "B" places a "big-tiger" wager of 100 at position 2
    And player "B" places a "tie" wager of 100 at position 2
    And player "A" increases their "banker" wager at position 1 by 1,000
    And player "B" withdraws their "tie" wager at position 2
    Then that is accepted
    When the card "5H" is dealt
    Then that is refused because "bets-not-closed"
    When the dealer closes bets
    Then that is accepted
    And the table state is "betting-closed"
    When the cards "5H 6S KD QC 6D TS" are dealt
    Then the table state is "complete"
    When the dealer settles the round
    Then the Player hand is "5H KD 6D" with total 1
    And the Banker hand is "6S QC TS" with total 6
    And player "A"'s "banker" wager at position 1 is settled on a stake of 2,000
    And player "A"'s "banker" wager at position 1 wins 1,000
    And player "B"'s "big-tiger" wager at position 2 wins 5,000
    And player "B" has no "tie" wager at position 2 in the settlement

  @clause:mbs-tiger-ncb-v5:3.2
  Scenario: 3.2 "No more bets" closes the betting
    After the call "No more bets" the betting is closed and the table waits
    for the cards; a second close changes nothing.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    When the dealer opens bets
    And player "A" places a "player" wager of 500 at position 1
    And the dealer closes bets
    Then that is accepted
    And the table state is "betting-closed"
    When the dealer closes bets
    Then that is refused because "bets-closed"

  @clause:mbs-tiger-ncb-v5:3.5.1 @interpretation:4
  Scenario: 3.5.1 Several players share a playing area, each wager within the table's limits
    One playing area (here Banker at position 1) takes the wagers of several
    players; each is its own wager and is settled on its own stake. Wagers
    from the minimum to the maximum, both included, are played in full. The
    Banker wins with a two-card 6, so each is paid half its stake, an odd
    stake rounded down to the unit (interpretation 4).

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the table limits are 1,000 to 100,000
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And player "B" places a "banker" wager of 2,501 at position 1
    And player "C" places a "banker" wager of 100,000 at position 1
    Then that is accepted
    When the dealer closes bets
    And the cards "KH 6S QD KC AC" are dealt
    And the dealer settles the round
    Then the winner is "banker"
    And player "A"'s "banker" wager at position 1 is settled on a stake of 1,000
    And player "A"'s "banker" wager at position 1 wins 500
    And player "B"'s "banker" wager at position 1 is settled on a stake of 2,501
    And player "B"'s "banker" wager at position 1 wins 1,250
    And player "C"'s "banker" wager at position 1 is settled on a stake of 100,000
    And player "C"'s "banker" wager at position 1 wins 50,000

  @clause:mbs-tiger-ncb-v5:3.6
  Scenario: 3.6 A playing area holds at most three wagers
    A playing area is one wager at one position. Three players may wager
    there; a fourth is refused, but may wager in another area, at the same
    position or another. A wager withdrawn while betting is open frees its
    place.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    When the dealer opens bets
    And player "A" places a "banker" wager of 500 at position 1
    And player "B" places a "banker" wager of 500 at position 1
    And player "C" places a "banker" wager of 500 at position 1
    Then that is accepted
    When player "D" places a "banker" wager of 500 at position 1
    Then that is refused because "area-full"
    When player "D" places a "banker" wager of 500 at position 2
    Then that is accepted
    When player "D" places a "tie" wager of 500 at position 1
    Then that is accepted
    When player "C" withdraws their "banker" wager at position 1
    And player "E" places a "banker" wager of 500 at position 1
    Then that is accepted
    When the dealer closes bets
    And the cards "KH 6S QD KC AC" are dealt
    And the dealer settles the round
    Then player "A"'s "banker" wager at position 1 wins 250
    And player "E"'s "banker" wager at position 1 wins 250
    And player "D"'s "banker" wager at position 2 wins 250
    And player "D"'s "tie" wager at position 1 loses
    And player "D" has no "banker" wager at position 1 in the settlement
    And player "C" has no "banker" wager at position 1 in the settlement

  @clause:mbs-tiger-ncb-v5:3.6 @clause:mbs-tiger-ncb-v5:3.6.1
  Scenario Outline: 3.6.1 With at most <n> wagers per playing area, <taken> of three players' wagers are taken
    The pit manager may allow fewer than three wagers per playing area; the
    wagers beyond the limit are refused.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And a playing area holds at most <n> wagers
    When the dealer opens bets
    And player "A" places a "tiger" wager of 500 at position 1
    Then that is accepted
    When player "B" places a "tiger" wager of 500 at position 1
    Then that is <second>
    When player "C" places a "tiger" wager of 500 at position 1
    Then that is <third>

    Examples:
      | n | taken | second                      | third                       |
      | 1 | 1     | refused because "area-full" | refused because "area-full" |
      | 2 | 2     | accepted                    | refused because "area-full" |
      | 3 | 3     | accepted                    | accepted                    |

  @clause:mbs-tiger-ncb-v5:3.6 @clause:mbs-tiger-ncb-v5:3.6.1
  Scenario: 3.6.1 The limit of wagers per playing area can be lowered, not raised above three
    The pit manager's discretion is to restrict the number below three: a
    table set to four wagers per area is not a table the rules allow, and
    the engine must refuse it as invalid.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And a playing area holds at most 4 wagers
    When the dealer opens bets
    Then the request is refused as invalid

  @clause:mbs-tiger-ncb-v5:3.17 @clause:mbs-tiger-ncb-v5:3.17.1
  Scenario: 3.17.1 In the HLGA, a cutting card that comes out first lets players withdraw
    In the high limit gaming area, if the cutting card is the first card of
    a round, players may withdraw their wagers, one by one or all of them,
    before the round is dealt. The round is then completed as usual.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And the table is in the high limit gaming area
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And player "A" places a "tiger" wager of 100 at position 1
    And player "B" places a "player" wager of 1,000 at position 2
    And the dealer closes bets
    And the card "CUT" is dealt
    Then that is accepted with the notice "withdraw-option"
    And the players are offered the option to withdraw because "cut-card"
    And the option to withdraw is open to single wagers
    When player "A" withdraws their "tiger" wager at position 1
    Then that is accepted with the notice "withdrawn"
    When player "A" chooses to play on
    And player "B" chooses to withdraw all wagers
    Then the table state is "dealing"
    When the cards "KH 6S QD KC AC" are dealt
    And the dealer settles the round
    Then the cutting card was met
    And the Banker hand is "6S KC" with total 6
    And player "A"'s "banker" wager at position 1 wins 500
    And player "A"'s "tiger" wager at position 1 is withdrawn
    And player "B"'s "player" wager at position 2 is withdrawn

  @clause:mbs-tiger-ncb-v5:3.17 @clause:mbs-tiger-ncb-v5:3.17.1
  Scenario Outline: 3.17.1 No option to withdraw when the cutting card comes out <when>
    The option belongs to the HLGA and to a cutting card that is the first
    card of the round. Otherwise the cutting card is only removed, and the
    round goes on to its end.

    Given the game "mbs-tiger-ncb-v5" with 8 decks
    And <setting>
    When the dealer opens bets
    And player "A" places a "banker" wager of 1,000 at position 1
    And the dealer closes bets
    And the cards "<before>" are dealt
    Then that is accepted with the notice "cut-card"
    And the table state is "dealing"
    When the cards "<after>" are dealt
    And the dealer settles the round
    Then the cutting card was met
    And player "A"'s "banker" wager at position 1 wins 500

    Examples:
      | when                              | setting                                    | before | after          |
      | first, outside the HLGA           | the table rounds payouts down to 1         | CUT    | KH 6S QD KC AC |
      | after the first card, in the HLGA | the table is in the high limit gaming area | KH CUT | 6S QD KC AC    |
