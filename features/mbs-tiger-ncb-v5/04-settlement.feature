Feature: Tiger No Commission Baccarat v5, section 4: settlement

  Three pay tables. Rule 4.1: a winning Banker wager is paid even money,
  except when the Banker wins with a point total of 6, which pays 1 to 2
  (half the stake); no commission is taken. A winning Player wager pays 1 to
  1, a winning Tie 8 to 1. Rule 4.2: Tiger Pair pays 4 to 1 for a Single,
  20 to 1 for a Double, 100 to 1 for a Twin. Rule 4.3: Tiger pays 12 to 1 on
  a two-card 6 and 20 to 1 on a three-card 6, Small Tiger 22 to 1, Big
  Tiger 50 to 1, Tiger Tie 35 to 1. Amounts are net wins in minor units;
  the stake comes back on top. Odd stakes are used where a fraction could
  hide a mistake, and the table's rounding unit (interpretations 4 and 16)
  where a payout is not a whole number of units.

  Rule: 4.1 Pays: Player 1 to 1; Banker 1 to 1, but 1 to 2 when it wins with 6; Tie 8 to 1
    Settlement of wagers shall be as follows:
    Winning Wager    Pays
    “Player”    1 to 1
    “Banker” with point total of 6    1 to 2
    “Banker” with any other point total    1 to 1
    “Tie”    8 to 1

    @clause:mbs-tiger-ncb-v5:4.1
    Scenario Outline: 4.1 Banker winning with <bt> on <n> cards (<banker>) pays <pays>
      A Banker win pays even money on every winning total but 6; a Banker
      that wins with 6, on two cards or on three, is paid 1 to 2. Nothing is
      taken off as commission.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "banker" and "player"
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "<odds>"
      And the "player" wager loses

      Examples:
        | bt | n | shoe                 | banker   | win | odds | pays   |
        | 1  | 3 | KH AS QD KC TC JS 9D | AS KC JS | 100 | 1/1  | 1 to 1 |
        | 2  | 3 | KH 2S QD KC TC JS 9D | 2S KC JS | 100 | 1/1  | 1 to 1 |
        | 3  | 3 | KH 3S QD KC TC JS 9D | 3S KC JS | 100 | 1/1  | 1 to 1 |
        | 4  | 2 | KH 4S QD KC AC 9D    | 4S KC    | 100 | 1/1  | 1 to 1 |
        | 5  | 2 | KH 5S QD KC AC 9D    | 5S KC    | 100 | 1/1  | 1 to 1 |
        | 6  | 2 | KH 6S QD KC AC 9D    | 6S KC    | 50  | 1/2  | 1 to 2 |
        | 6  | 3 | 5H 6S KD QC 6D TS 9D | 6S QC TS | 50  | 1/2  | 1 to 2 |
        | 6  | 3 | KH 3S QD KC 2C 3D 9D | 3S KC 3D | 50  | 1/2  | 1 to 2 |
        | 7  | 2 | KH 7S QD KC AC 9D    | 7S KC    | 100 | 1/1  | 1 to 1 |
        | 7  | 3 | KH 4S QD KC 5C 3S 9D | 4S KC 3S | 100 | 1/1  | 1 to 1 |
        | 8  | 2 | KH 8S QD KC 9D       | 8S KC    | 100 | 1/1  | 1 to 1 |
        | 9  | 2 | KH 9S QD KC 9D       | 9S KC    | 100 | 1/1  | 1 to 1 |
        | 9  | 3 | KH 4S QD KC 5C 5S 9D | 4S KC 5S | 100 | 1/1  | 1 to 1 |

    @clause:mbs-tiger-ncb-v5:4.1 @interpretation:4
    Scenario Outline: 4.1 Banker winning on a <n>-card 6 pays half of <stake>, rounded down to <unit>: <win>
      One to two is an exact half of the stake. When that is not a whole
      multiple of the table's rounding unit the payout is rounded down to one
      (interpretation 4), never up and never to the nearest.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the Banker total is 6
      And the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "1/2"

      Examples:
        | n | shoe                 | stake | unit | exact  | win  |
        | 2 | KH 6S QD KC AC 9D    | 100   | 1    | 50     | 50   |
        | 2 | KH 6S QD KC AC 9D    | 101   | 1    | 50.5   | 50   |
        | 3 | KH 3S QD KC 2C 3D 9D | 101   | 1    | 50.5   | 50   |
        | 2 | KH 6S QD KC AC 9D    | 1     | 1    | 0.5    | 0    |
        | 2 | KH 6S QD KC AC 9D    | 3     | 1    | 1.5    | 1    |
        | 3 | 5H 6S KD QC 6D TS 9D | 999   | 1    | 499.5  | 499  |
        | 3 | KH 3S QD KC 2C 3D 9D | 12345 | 1    | 6172.5 | 6172 |
        | 2 | KH 6S QD KC AC 9D    | 500   | 100  | 250    | 200  |
        | 3 | KH 3S QD KC 2C 3D 9D | 300   | 100  | 150    | 100  |
        | 2 | KH 6S QD KC AC 9D    | 100   | 100  | 50     | 0    |
        | 2 | KH 6S QD KC AC 9D    | 2000  | 100  | 1000   | 1000 |
        | 3 | 5H 6S KD QC 6D TS 9D | 1500  | 500  | 750    | 500  |
        | 2 | KH 6S QD KC AC 9D    | 25    | 5    | 12.5   | 10   |

    @clause:mbs-tiger-ncb-v5:4.1
    Scenario Outline: 4.1 Player winning with <pt> against <bt> pays 1 to 1 on <stake>
      The Player wager pays even money whatever the Player's total, 6
      included, and whatever the Banker's; the Banker wager loses.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
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
        | pt | bt | shoe                 | stake |
        | 1  | 0  | AH KS KD QC TH KC 9D | 100   |
        | 2  | 0  | 2H KS KD QC TH KC 9D | 100   |
        | 3  | 0  | 3H KS KD QC TH KC 9D | 100   |
        | 4  | 0  | 4H KS KD QC TH KC 9D | 100   |
        | 5  | 0  | 5H KS KD QC TH KC 9D | 100   |
        | 6  | 4  | 6H 5S KD KC 9C 2D    | 101   |
        | 6  | 5  | 6H 3S KD KC 2C 9D    | 100   |
        | 7  | 6  | 7H 6S KD KC 9C       | 7     |
        | 8  | 7  | 8H 7S KD KC 9C       | 12345 |
        | 9  | 8  | 9H 8S KD KC 9C       | 100   |

    @clause:mbs-tiger-ncb-v5:4.1 @clause:mbs-tiger-ncb-v5:3.15.1
    Scenario Outline: 4.1 A Banker wager that does not win is not paid (<case>)
      The Banker rows, 1 to 2 and 1 to 1, are for a Banker win only: a Banker
      6 that loses loses the stake, and a Tie, on 6 or any other total,
      pushes it.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of 100
      When the coup is dealt
      Then the Banker total is <bt>
      And the winner is "<winner>"
      And the "banker" wager <banker>

      Examples:
        | case                    | shoe                 | bt | winner | banker |
        | Player 7 beats 6        | 7H 6S KD KC 9C       | 6  | player | loses  |
        | Player 9 beats 8        | 2H 3S 3D KC 4S 5C 9D | 8  | player | loses  |
        | a Tie on 6, two cards   | 6H 6S KD KC 9C       | 6  | tie    | pushes |
        | a Tie on 6, three cards | 2H 3S 3D KC AC 3H 9D | 6  | tie    | pushes |
        | a Tie on natural 9      | 9H 9S KD KC 9D       | 9  | tie    | pushes |

    @clause:mbs-tiger-ncb-v5:4.1
    Scenario Outline: 4.1 Tie pays 8 to 1 (stake <stake>, <winner> result)
      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of <stake>
      When the coup is dealt
      Then the winner is "<winner>"
      And the "tie" wager <tie>

      Examples:
        | shoe                 | stake | winner | tie        |
        | 2H 4S 3D KC 2C 3S 9D | 100   | tie    | wins 800   |
        | 9H 9S KD KC 9D       | 7     | tie    | wins 56    |
        | KH QS KD QC TH JS 9D | 12345 | tie    | wins 98760 |
        | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | KH 6S QD KC AC 9D    | 100   | banker | loses      |

    @clause:mbs-tiger-ncb-v5:4.1 @clause:mbs-tiger-ncb-v5:4.3
    Scenario: 4.1, 4.3 A Banker two-card 6 pays each wager on it at its own row
      The same round pays the Banker wager 1 to 2 and the Tiger wagers at
      their own odds: the Banker's lower rate on a 6 does not touch them.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "KH 6S QD KC AC 9D"
      And a wager of 100 on each of "banker", "tiger", "small-tiger", "big-tiger" and "tiger-tie"
      When the coup is dealt
      Then the wagers settle as:
        | wager       | result | win  | odds |
        | banker      | win    | 50   | 1/2  |
        | tiger       | win    | 1200 | 12/1 |
        | small-tiger | win    | 2200 | 22/1 |
        | big-tiger   | lose   |      | -    |
        | tiger-tie   | lose   |      | -    |

    @clause:mbs-tiger-ncb-v5:4.1 @clause:mbs-tiger-ncb-v5:4.2 @clause:mbs-tiger-ncb-v5:4.3 @interpretation:4
    Scenario Outline: 4.1-4.3 A whole payout is not changed by the rounding unit (<wager> <stake>, unit <unit>)
      Rounding down only touches payouts that are not already a multiple of
      the table's unit: even money, half of a stake of whole double units, 8
      to 1 and the whole-number odds of Tiger Pair and the Tiger wagers on
      stakes in whole units are paid in full.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the "<wager>" wager wins <win>

      Examples:
        | wager       | shoe                 | stake | unit | win   |
        | banker      | KH 7S QD KC AC 9D    | 500   | 100  | 500   |
        | banker      | KH 6S QD KC AC 9D    | 1000  | 100  | 500   |
        | player      | 2H 7S 3D KC 4S 9D    | 1000  | 500  | 1000  |
        | tie         | 2H 4S 3D KC 2C 3S 9D | 300   | 100  | 2400  |
        | tiger-pair  | 7S 3H 7D 3C 6D TS 2C | 200   | 100  | 4000  |
        | tiger       | KH 6S QD KC AC 9D    | 300   | 100  | 3600  |
        | small-tiger | KH 6S QD KC AC 9D    | 500   | 500  | 11000 |
        | big-tiger   | 5H 6S KD QC 6D TS 9D | 1000  | 1000 | 50000 |
        | tiger-tie   | 6H 6S KD KC 9C       | 100   | 100  | 3500  |

    @clause:mbs-tiger-ncb-v5:4.1 @clause:mbs-tiger-ncb-v5:4.2 @clause:mbs-tiger-ncb-v5:4.3 @interpretation:4 @interpretation:16
    Scenario Outline: 4.1-4.3 Every payout is rounded down to the unit, whole odds included (<wager> <stake>, unit <unit>)
      The table's rounding unit applies to the amount won on every pay row:
      the exact stake times the odds, rounded down to a multiple of the unit
      (interpretation 16). Stakes that are not whole units show it.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the "<wager>" wager wins <win>

      Examples:
        | wager      | shoe                 | stake | unit | exact | win   |
        | banker     | KH 7S QD KC AC 9D    | 12345 | 100  | 12345 | 12300 |
        | player     | 2H 7S 3D KC 4S 9D    | 12345 | 100  | 12345 | 12300 |
        | tie        | 2H 4S 3D KC 2C 3S 9D | 155   | 100  | 1240  | 1200  |
        | tiger      | KH 6S QD KC AC 9D    | 250   | 100  | 3000  | 3000  |
        | tiger-pair | 7S 3H 7D 3C 6D TS 2C | 33    | 100  | 660   | 600   |
        | big-tiger  | 5H 6S KD QC 6D TS 9D | 7     | 100  | 350   | 300   |
        | tiger-tie  | 6H 6S KD KC 9C       | 3     | 100  | 105   | 100   |

  Rule: 4.2 Tiger Pair pays 4 to 1 single, 20 to 1 double, 100 to 1 twin
    Settlement of “Tiger Pair” wagers shall be as follows:
    Winning Wager    Pays
    “Single Tiger” Pair    4 to 1
    “Double Tiger” Pair    20 to 1
    “Twin Tiger” Pair    100 to 1

    @clause:mbs-tiger-ncb-v5:4.2 @interpretation:2
    Scenario Outline: 4.2 Tiger Pair, <category>, pays <pays> (stake <stake>: <outcome>)
      Tiger Pair is paid at the highest category the first four cards reach:
      a Single pair 4 to 1, a Double 20 to 1, a Twin (both pairs of one rank)
      100 to 1. Without a pair it loses.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-pair" wager of <stake>
      When the coup is dealt
      Then the "tiger-pair" wager <outcome>

      Examples:
        | category            | pays     | shoe                 | stake | outcome      |
        | Single, Player pair | 4 to 1   | 4H 2S 4D 3C KS       | 100   | wins 400     |
        | Single, Banker pair | 4 to 1   | 2S 9H 3C 9D 5C       | 7     | wins 28      |
        | Single, Player pair | 4 to 1   | 4H 2S 4D 3C KS       | 12345 | wins 49380   |
        | Double              | 20 to 1  | 7S 3H 7D 3C 6D TS 2C | 100   | wins 2000    |
        | Double              | 20 to 1  | KH QS KD QC 5H 9D 2C | 7     | wins 140     |
        | Twin                | 100 to 1 | QH QS QD QC 5H 7D 2C | 100   | wins 10000   |
        | Twin                | 100 to 1 | TS TH TC TD 9C 8D 2C | 7     | wins 700     |
        | Twin                | 100 to 1 | 9S 9H 9D 9C 5D       | 12345 | wins 1234500 |
        | no pair             | nothing  | 2H 7S 3D KC 4S 9D    | 100   | loses        |

    @clause:mbs-tiger-ncb-v5:4.2
    Scenario Outline: 4.2 The odds applied to a <category> Tiger Pair are <odds>
      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-pair" wager of 100
      When the coup is dealt
      Then the odds applied to the "tiger-pair" wager are "<odds>"

      Examples:
        | category | shoe                 | odds  |
        | Single   | 4H 2S 4D 3C KS       | 4/1   |
        | Double   | 7S 3H 7D 3C 6D TS 2C | 20/1  |
        | Twin     | QH QS QD QC 5H 7D 2C | 100/1 |

  Rule: 4.3 Tiger 12:1 (two-card 6) or 20:1 (three-card 6); Small Tiger 22:1; Big Tiger 50:1; Tiger Tie 35:1
    Settlement of “Tiger”, “Small Tiger”, “Big Tiger” and “Tiger Tie” wagers
    shall be as follows:
    Winning Wager    Pays
    “Tiger” when “Banker” wins with two cards with point total of 6    12 to
    1
    “Tiger” when “Banker” wins with three cards with point total of 6    20
    to 1
    “Small Tiger”    22 to 1
    “Big Tiger”    50 to 1
    “Tiger Tie”    35 to 1

    @clause:mbs-tiger-ncb-v5:4.3
    Scenario Outline: 4.3 <row> pays <pays> (stake <stake>)
      Each row of the Tiger pay table, with a stake of 100 and an odd stake.
      Tiger has two rows: 12 to 1 when the Banker wins with a two-card 6, 20
      to 1 when it wins with a three-card 6.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      When the coup is dealt
      Then the "<wager>" wager wins <win>
      And the odds applied to the "<wager>" wager are "<odds>"

      Examples:
        | row                            | wager       | pays    | shoe                 | stake | win    | odds |
        | Tiger on a two-card Banker 6   | tiger       | 12 to 1 | KH 6S QD KC AC 9D    | 100   | 1200   | 12/1 |
        | Tiger on a two-card Banker 6   | tiger       | 12 to 1 | KH 6S QD KC AC 9D    | 7     | 84     | 12/1 |
        | Tiger on a three-card Banker 6 | tiger       | 20 to 1 | 5H 6S KD QC 6D TS 9D | 100   | 2000   | 20/1 |
        | Tiger on a three-card Banker 6 | tiger       | 20 to 1 | KH 3S QD KC 2C 3D 9D | 13    | 260    | 20/1 |
        | Small Tiger                    | small-tiger | 22 to 1 | KH 6S QD KC AC 9D    | 100   | 2200   | 22/1 |
        | Small Tiger                    | small-tiger | 22 to 1 | 5H 4S KD 2C 9S 9D    | 9     | 198    | 22/1 |
        | Big Tiger                      | big-tiger   | 50 to 1 | 5H 6S KD QC 6D TS 9D | 100   | 5000   | 50/1 |
        | Big Tiger                      | big-tiger   | 50 to 1 | 7S 3H 7D 3C 6D TS 2C | 12345 | 617250 | 50/1 |
        | Tiger Tie                      | tiger-tie   | 35 to 1 | 6H 6S KD KC 9C       | 100   | 3500   | 35/1 |
        | Tiger Tie                      | tiger-tie   | 35 to 1 | 2H 3S 3D KC AC 3H 9D | 3     | 105    | 35/1 |

    @clause:mbs-tiger-ncb-v5:4.3
    Scenario Outline: 4.3 <wager> on a round that is not its own loses (<case>)
      The Tiger wagers are paid only on the rows of 4.3; on any other round
      the stake is lost, nothing is returned.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the "<wager>" wager loses

      Examples:
        | wager       | case                       | shoe                 |
        | tiger       | the Banker wins with 7     | KH 7S QD KC AC 9D    |
        | tiger       | a tie on 6                 | 6H 6S KD KC 9C       |
        | small-tiger | a three-card Banker 6 wins | 5H 6S KD QC 6D TS 9D |
        | big-tiger   | a two-card Banker 6 wins   | KH 6S QD KC AC 9D    |
        | tiger-tie   | a tie on 7                 | 2H 4S 3D KC 2C 3S 9D |
        | tiger-tie   | a two-card Banker 6 wins   | KH 6S QD KC AC 9D    |
