@clause:mbs-ncb-v6:4.1
Feature: No Commission Baccarat v6, section 4: settlement

  Rule 4.1 is one pay table. A winning Banker wager is paid even money,
  except when the Banker wins with a point total of 6, which pays one to two
  (half the stake). Player pays even money, Tie eight to one, each Pair
  eleven to one. Amounts are net wins in minor units; the stake comes back on
  top. Losing wagers lose the stake; a Tie pushes Player and Banker (rule
  3.10.1).

  Rule: 4.1 Pays: Banker 1 to 1, but 1 to 2 when it wins with 6; Player 1 to 1; Tie 8 to 1; either pair 11 to 1
    Settlement of wagers shall be as follows:
    Winning Bet    Pays
    "Banker" with point total of 6    1 to 2
    "Banker" with any other total    1 to 1
    "Player"    1 to 1
    "Tie"    8 to 1
    "Player" or "Banker" pair    11 to 1

    Scenario Outline: 4.1 Banker winning with <bt> on <n> cards (<banker>) pays <pays>
      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "banker" and "player"
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "<odds>"
      And the "player" wager loses

      Examples:
        | bt | n | shoe              | banker   | win | odds | pays   |
        | 1  | 3 | KH AS QD KC TC JS | AS KC JS | 100 | 1/1  | 1 to 1 |
        | 2  | 3 | KH 2S QD KC TC JS | 2S KC JS | 100 | 1/1  | 1 to 1 |
        | 3  | 3 | KH 3S QD KC TC JS | 3S KC JS | 100 | 1/1  | 1 to 1 |
        | 4  | 2 | KH 4S QD KC AC    | 4S KC    | 100 | 1/1  | 1 to 1 |
        | 5  | 2 | KH 5S QD KC AC    | 5S KC    | 100 | 1/1  | 1 to 1 |
        | 6  | 2 | KH 6S QD KC AC    | 6S KC    | 50  | 1/2  | 1 to 2 |
        | 6  | 3 | 5H 6S KD QC 6D TS | 6S QC TS | 50  | 1/2  | 1 to 2 |
        | 6  | 3 | KH 3S QD KC 2C 3D | 3S KC 3D | 50  | 1/2  | 1 to 2 |
        | 7  | 2 | KH 7S QD KC AC    | 7S KC    | 100 | 1/1  | 1 to 1 |
        | 8  | 2 | KH 8S QD KC       | 8S KC    | 100 | 1/1  | 1 to 1 |
        | 9  | 2 | KH 9S QD KC       | 9S KC    | 100 | 1/1  | 1 to 1 |
        | 9  | 3 | KH 4S QD KC 5C 5S | 4S KC 5S | 100 | 1/1  | 1 to 1 |

    @interpretation:4
    Scenario Outline: 4.1 Banker winning on a <n>-card 6 pays half of <stake>, rounded down to <unit>: <win>
      One to two is an exact half of the stake. When that is not a whole
      multiple of the table's rounding unit, the payout is rounded down to
      one (interpretation 4).

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the Banker total is 6
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "1/2"

      Examples:
        | n | shoe              | stake | unit | win  |
        | 2 | KH 6S QD KC AC    | 100   | 1    | 50   |
        | 2 | KH 6S QD KC AC    | 101   | 1    | 50   |
        | 3 | KH 3S QD KC 2C 3D | 101   | 1    | 50   |
        | 2 | KH 6S QD KC AC    | 1     | 1    | 0    |
        | 2 | KH 6S QD KC AC    | 3     | 1    | 1    |
        | 3 | KH 3S QD KC 2C 3D | 999   | 1    | 499  |
        | 2 | KH 6S QD KC AC    | 500   | 100  | 200  |
        | 3 | KH 3S QD KC 2C 3D | 300   | 100  | 100  |
        | 2 | KH 6S QD KC AC    | 100   | 100  | 0    |
        | 2 | KH 6S QD KC AC    | 2000  | 100  | 1000 |
        | 3 | KH 3S QD KC 2C 3D | 1500  | 500  | 500  |
        | 2 | KH 6S QD KC AC    | 25    | 5    | 10   |

    Scenario Outline: 4.1 Player winning with <pt> against <bt> pays 1 to 1
      The Player wager pays even money whatever the Player's total, 6 included,
      and whatever the Banker's; the Banker wager loses.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a "player" wager of <stake>
      And a "banker" wager of 100
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "player"
      And the "player" wager wins <stake>
      And the odds applied to the "player" wager are "1/1"
      And the "banker" wager loses

      Examples:
        | pt | bt | shoe              | stake |
        | 1  | 0  | AH KS KD QC TH KC | 100   |
        | 2  | 0  | 2H KS KD QC TH KC | 100   |
        | 3  | 0  | 3H KS KD QC TH KC | 100   |
        | 4  | 0  | 4H KS KD QC TH KC | 100   |
        | 5  | 0  | 5H KS KD QC TH KC | 100   |
        | 6  | 4  | 6H 5S KD KC 9C    | 101   |
        | 6  | 1  | AH 3S 2D KC 3C 8S | 7     |
        | 6  | 5  | 6H 3S KD KC 2C    | 100   |
        | 7  | 6  | 7H 6S KD KC       | 100   |
        | 8  | 7  | 8H 7S KD KC       | 12345 |
        | 9  | 8  | 9H 8S KD KC       | 100   |

    @clause:mbs-ncb-v6:3.10.1
    Scenario Outline: 4.1 A Banker 6 that does not win is not paid (<case>)
      The one-to-two row is for a Banker that wins with 6. A Banker 6 that
      loses loses the stake; a 6 to 6 Tie pushes it.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of 100
      When the coup is dealt
      Then the Banker total is 6
      And the winner is "<winner>"
      And the "banker" wager <banker>

      Examples:
        | case                    | shoe              | winner | banker |
        | Player 7 beats 6        | 7H 6S KD KC       | player | loses  |
        | a Tie on 6, two cards   | 6H 6S KD KC       | tie    | pushes |
        | a Tie on 6, three cards | 2H 3S 3D KC AC 3H | tie    | pushes |

    Scenario Outline: 4.1 Tie pays 8 to 1 (stake <stake>, <winner> result)
      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of <stake>
      When the coup is dealt
      Then the winner is "<winner>"
      And the "tie" wager <tie>

      Examples:
        | shoe              | stake | winner | tie        |
        | 2H 4S 3D KC 2C 3S | 100   | tie    | wins 800   |
        | 9H 9S KD KC       | 7     | tie    | wins 56    |
        | KH QS KD QC TH JS | 12345 | tie    | wins 98760 |
        | 2H 7S 3D KC 4S    | 100   | player | loses      |
        | KH 6S QD KC AC    | 100   | banker | loses      |

    Scenario Outline: 4.1 <wager> pays 11 to 1 (stake <stake>: <outcome>)
      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      When the coup is dealt
      Then the "<wager>" wager <outcome>

      Examples:
        | wager       | shoe              | stake | outcome    |
        | player-pair | 4H 2S 4D 3C KS    | 100   | wins 1100  |
        | player-pair | 9H 2S 9H 3C       | 7     | wins 77    |
        | player-pair | 2H 7S 3D KC 4S    | 100   | loses      |
        | banker-pair | 2S 9H 3C 9D       | 2500  | wins 27500 |
        | banker-pair | QH QS QD QC 5H 7D | 1     | wins 11    |
        | banker-pair | 4H 2S 4D 3C KS    | 100   | loses      |

    @interpretation:4
    Scenario Outline: 4.1 A whole payout is not changed by the rounding unit (<wager> <stake>, unit <unit>)
      Rounding down only touches payouts that are not already a multiple of
      the table's unit: even money, 8 to 1 and 11 to 1 on stakes in whole
      units are paid in full.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the "<wager>" wager wins <win>

      Examples:
        | wager       | shoe              | stake | unit | win   |
        | banker      | KH 7S QD KC AC    | 500   | 100  | 500   |
        | player      | 2H 7S 3D KC 4S    | 1000  | 500  | 1000  |
        | tie         | 2H 4S 3D KC 2C 3S | 300   | 100  | 2400  |
        | player-pair | 4H 2S 4D 3C KS    | 200   | 100  | 2200  |
        | banker-pair | 2S 9H 3C 9D       | 1000  | 1000 | 11000 |
