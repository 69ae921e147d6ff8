Feature: Electronic Baccarat v4, section 4: settlement

  Each game has its pay table (4.1 to 4.4 for the four No Commission games
  with side wagers, 4.7 Tiger, 4.8 Tiger No Commission, 4.11 Fabulous 4's),
  and the optional wagers have theirs (4.5 and 4.6 Dragon Bonus in Fortune
  Six and Super 6, 4.9 Tiger Pair and 4.10 the Tiger wagers in both Tiger
  games, 4.12 Precious Pair in every game). Every row of every table is run
  in every game that has it; each Examples block is tagged with the clause
  of its game's table. Amounts are net wins in minor units, the stake coming
  back on top; a fractional payout is rounded down to the table's unit
  (interpretation 4), so odd stakes and a unit of 100 appear where the odds
  are fractional.

  Rule: 4.1 Super Six NCB: Player 1:1; Banker 1:1, 1:2 on a 6; Tie 8:1; either pair 11:1; Super Six 15:1
    Settlement of "Super Six No Commission Baccarat" wagers shall be as
    follows:
    Winning Wager    Pays
    "Player"    1 to 1
    "Banker" with point total of 6    1 to 2
    "Banker" with any other point total except for point total of 6    1 to
    1
    "Tie"    8 to 1
    "Player Pair" or "Banker Pair"    11 to 1
    "Super Six" when "Banker" with point total of 6    15 to 1

    Scenario Outline: 4.1-4.4, 4.8 Banker winning with <bt> on <n> cards (<banker>) pays <win> on 100 (<game>)
      In the No Commission games a winning Banker wager is paid even money,
      except when the Banker wins with a point total of 6, on two cards or
      three, which pays one to two. The Player wager loses.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "banker" and "player"
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "<odds>"
      And the "player" wager loses

      @clause:mbs-etg-v4:4.1
      Examples: mbs-etg-v4-super-six-ncb
        | game                     | bt | n | shoe                 | banker   | win | odds |
        | mbs-etg-v4-super-six-ncb | 1  | 3 | KH AS QD KC TC JS 5D | AS KC JS | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 2  | 3 | KH 2S QD KC TC JS 5D | 2S KC JS | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 3  | 3 | KH 3S QD KC TC JS 5D | 3S KC JS | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 4  | 2 | KH 4S QD KC AC 9H    | 4S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 5  | 2 | KH 5S QD KC AC 9H    | 5S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 6  | 2 | KH 6S QD KC AC 9H    | 6S KC    | 50  | 1/2  |
        | mbs-etg-v4-super-six-ncb | 6  | 3 | KH 3S QD KC 2C 3D 5D | 3S KC 3D | 50  | 1/2  |
        | mbs-etg-v4-super-six-ncb | 6  | 3 | 5H 6S KD QC 6D TS 5D | 6S QC TS | 50  | 1/2  |
        | mbs-etg-v4-super-six-ncb | 7  | 2 | KH 7S QD KC AC 9H    | 7S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 8  | 2 | KH 8S QD KC 9H       | 8S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 9  | 2 | KH 9S QD KC 9H       | 9S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-six-ncb | 9  | 3 | KH 4S QD KC 5C 5S 5D | 4S KC 5S | 100 | 1/1  |

      @clause:mbs-etg-v4:4.2
      Examples: mbs-etg-v4-fortune-six-ncb
        | game                       | bt | n | shoe                 | banker   | win | odds |
        | mbs-etg-v4-fortune-six-ncb | 1  | 3 | KH AS QD KC TC JS 5D | AS KC JS | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 2  | 3 | KH 2S QD KC TC JS 5D | 2S KC JS | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 3  | 3 | KH 3S QD KC TC JS 5D | 3S KC JS | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 4  | 2 | KH 4S QD KC AC 9H    | 4S KC    | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 5  | 2 | KH 5S QD KC AC 9H    | 5S KC    | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 6  | 2 | KH 6S QD KC AC 9H    | 6S KC    | 50  | 1/2  |
        | mbs-etg-v4-fortune-six-ncb | 6  | 3 | KH 3S QD KC 2C 3D 5D | 3S KC 3D | 50  | 1/2  |
        | mbs-etg-v4-fortune-six-ncb | 6  | 3 | 5H 6S KD QC 6D TS 5D | 6S QC TS | 50  | 1/2  |
        | mbs-etg-v4-fortune-six-ncb | 7  | 2 | KH 7S QD KC AC 9H    | 7S KC    | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 8  | 2 | KH 8S QD KC 9H       | 8S KC    | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 9  | 2 | KH 9S QD KC 9H       | 9S KC    | 100 | 1/1  |
        | mbs-etg-v4-fortune-six-ncb | 9  | 3 | KH 4S QD KC 5C 5S 5D | 4S KC 5S | 100 | 1/1  |

      @clause:mbs-etg-v4:4.3
      Examples: mbs-etg-v4-super-6-ncb
        | game                   | bt | n | shoe                 | banker   | win | odds |
        | mbs-etg-v4-super-6-ncb | 1  | 3 | KH AS QD KC TC JS 5D | AS KC JS | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 2  | 3 | KH 2S QD KC TC JS 5D | 2S KC JS | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 3  | 3 | KH 3S QD KC TC JS 5D | 3S KC JS | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 4  | 2 | KH 4S QD KC AC 9H    | 4S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 5  | 2 | KH 5S QD KC AC 9H    | 5S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 6  | 2 | KH 6S QD KC AC 9H    | 6S KC    | 50  | 1/2  |
        | mbs-etg-v4-super-6-ncb | 6  | 3 | KH 3S QD KC 2C 3D 5D | 3S KC 3D | 50  | 1/2  |
        | mbs-etg-v4-super-6-ncb | 6  | 3 | 5H 6S KD QC 6D TS 5D | 6S QC TS | 50  | 1/2  |
        | mbs-etg-v4-super-6-ncb | 7  | 2 | KH 7S QD KC AC 9H    | 7S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 8  | 2 | KH 8S QD KC 9H       | 8S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 9  | 2 | KH 9S QD KC 9H       | 9S KC    | 100 | 1/1  |
        | mbs-etg-v4-super-6-ncb | 9  | 3 | KH 4S QD KC 5C 5S 5D | 4S KC 5S | 100 | 1/1  |

      @clause:mbs-etg-v4:4.4
      Examples: mbs-etg-v4-ncb
        | game           | bt | n | shoe                 | banker   | win | odds |
        | mbs-etg-v4-ncb | 1  | 3 | KH AS QD KC TC JS 5D | AS KC JS | 100 | 1/1  |
        | mbs-etg-v4-ncb | 2  | 3 | KH 2S QD KC TC JS 5D | 2S KC JS | 100 | 1/1  |
        | mbs-etg-v4-ncb | 3  | 3 | KH 3S QD KC TC JS 5D | 3S KC JS | 100 | 1/1  |
        | mbs-etg-v4-ncb | 4  | 2 | KH 4S QD KC AC 9H    | 4S KC    | 100 | 1/1  |
        | mbs-etg-v4-ncb | 5  | 2 | KH 5S QD KC AC 9H    | 5S KC    | 100 | 1/1  |
        | mbs-etg-v4-ncb | 6  | 2 | KH 6S QD KC AC 9H    | 6S KC    | 50  | 1/2  |
        | mbs-etg-v4-ncb | 6  | 3 | KH 3S QD KC 2C 3D 5D | 3S KC 3D | 50  | 1/2  |
        | mbs-etg-v4-ncb | 6  | 3 | 5H 6S KD QC 6D TS 5D | 6S QC TS | 50  | 1/2  |
        | mbs-etg-v4-ncb | 7  | 2 | KH 7S QD KC AC 9H    | 7S KC    | 100 | 1/1  |
        | mbs-etg-v4-ncb | 8  | 2 | KH 8S QD KC 9H       | 8S KC    | 100 | 1/1  |
        | mbs-etg-v4-ncb | 9  | 2 | KH 9S QD KC 9H       | 9S KC    | 100 | 1/1  |
        | mbs-etg-v4-ncb | 9  | 3 | KH 4S QD KC 5C 5S 5D | 4S KC 5S | 100 | 1/1  |

      @clause:mbs-etg-v4:4.8
      Examples: mbs-etg-v4-tiger-ncb
        | game                 | bt | n | shoe                 | banker   | win | odds |
        | mbs-etg-v4-tiger-ncb | 1  | 3 | KH AS QD KC TC JS 5D | AS KC JS | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 2  | 3 | KH 2S QD KC TC JS 5D | 2S KC JS | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 3  | 3 | KH 3S QD KC TC JS 5D | 3S KC JS | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 4  | 2 | KH 4S QD KC AC 9H    | 4S KC    | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 5  | 2 | KH 5S QD KC AC 9H    | 5S KC    | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 6  | 2 | KH 6S QD KC AC 9H    | 6S KC    | 50  | 1/2  |
        | mbs-etg-v4-tiger-ncb | 6  | 3 | KH 3S QD KC 2C 3D 5D | 3S KC 3D | 50  | 1/2  |
        | mbs-etg-v4-tiger-ncb | 6  | 3 | 5H 6S KD QC 6D TS 5D | 6S QC TS | 50  | 1/2  |
        | mbs-etg-v4-tiger-ncb | 7  | 2 | KH 7S QD KC AC 9H    | 7S KC    | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 8  | 2 | KH 8S QD KC 9H       | 8S KC    | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 9  | 2 | KH 9S QD KC 9H       | 9S KC    | 100 | 1/1  |
        | mbs-etg-v4-tiger-ncb | 9  | 3 | KH 4S QD KC 5C 5S 5D | 4S KC 5S | 100 | 1/1  |

    @interpretation:4
    Scenario Outline: 4.1-4.4, 4.8 Banker winning on a <n>-card 6 pays half of <stake>, rounded down to <unit>: <win> (<game>)
      One to two is an exact half of the stake; when that is not a whole
      multiple of the table's rounding unit, the payout is rounded down to one.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the Banker total is 6
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "1/2"

      @clause:mbs-etg-v4:4.1
      Examples: mbs-etg-v4-super-six-ncb
        | game                     | n | shoe                 | stake | unit | win |
        | mbs-etg-v4-super-six-ncb | 2 | KH 6S QD KC AC 9H    | 101   | 1    | 50  |
        | mbs-etg-v4-super-six-ncb | 3 | KH 3S QD KC 2C 3D 5D | 999   | 1    | 499 |
        | mbs-etg-v4-super-six-ncb | 2 | KH 6S QD KC AC 9H    | 1     | 1    | 0   |
        | mbs-etg-v4-super-six-ncb | 2 | KH 6S QD KC AC 9H    | 500   | 100  | 200 |
        | mbs-etg-v4-super-six-ncb | 3 | KH 3S QD KC 2C 3D 5D | 300   | 100  | 100 |
        | mbs-etg-v4-super-six-ncb | 2 | KH 6S QD KC AC 9H    | 100   | 100  | 0   |
        | mbs-etg-v4-super-six-ncb | 3 | KH 3S QD KC 2C 3D 5D | 1500  | 500  | 500 |

      @clause:mbs-etg-v4:4.2
      Examples: mbs-etg-v4-fortune-six-ncb
        | game                       | n | shoe                 | stake | unit | win |
        | mbs-etg-v4-fortune-six-ncb | 2 | KH 6S QD KC AC 9H    | 101   | 1    | 50  |
        | mbs-etg-v4-fortune-six-ncb | 3 | KH 3S QD KC 2C 3D 5D | 999   | 1    | 499 |
        | mbs-etg-v4-fortune-six-ncb | 2 | KH 6S QD KC AC 9H    | 1     | 1    | 0   |
        | mbs-etg-v4-fortune-six-ncb | 2 | KH 6S QD KC AC 9H    | 500   | 100  | 200 |
        | mbs-etg-v4-fortune-six-ncb | 3 | KH 3S QD KC 2C 3D 5D | 300   | 100  | 100 |
        | mbs-etg-v4-fortune-six-ncb | 2 | KH 6S QD KC AC 9H    | 100   | 100  | 0   |
        | mbs-etg-v4-fortune-six-ncb | 3 | KH 3S QD KC 2C 3D 5D | 1500  | 500  | 500 |

      @clause:mbs-etg-v4:4.3
      Examples: mbs-etg-v4-super-6-ncb
        | game                   | n | shoe                 | stake | unit | win |
        | mbs-etg-v4-super-6-ncb | 2 | KH 6S QD KC AC 9H    | 101   | 1    | 50  |
        | mbs-etg-v4-super-6-ncb | 3 | KH 3S QD KC 2C 3D 5D | 999   | 1    | 499 |
        | mbs-etg-v4-super-6-ncb | 2 | KH 6S QD KC AC 9H    | 1     | 1    | 0   |
        | mbs-etg-v4-super-6-ncb | 2 | KH 6S QD KC AC 9H    | 500   | 100  | 200 |
        | mbs-etg-v4-super-6-ncb | 3 | KH 3S QD KC 2C 3D 5D | 300   | 100  | 100 |
        | mbs-etg-v4-super-6-ncb | 2 | KH 6S QD KC AC 9H    | 100   | 100  | 0   |
        | mbs-etg-v4-super-6-ncb | 3 | KH 3S QD KC 2C 3D 5D | 1500  | 500  | 500 |

      @clause:mbs-etg-v4:4.4
      Examples: mbs-etg-v4-ncb
        | game           | n | shoe                 | stake | unit | win |
        | mbs-etg-v4-ncb | 2 | KH 6S QD KC AC 9H    | 101   | 1    | 50  |
        | mbs-etg-v4-ncb | 3 | KH 3S QD KC 2C 3D 5D | 999   | 1    | 499 |
        | mbs-etg-v4-ncb | 2 | KH 6S QD KC AC 9H    | 1     | 1    | 0   |
        | mbs-etg-v4-ncb | 2 | KH 6S QD KC AC 9H    | 500   | 100  | 200 |
        | mbs-etg-v4-ncb | 3 | KH 3S QD KC 2C 3D 5D | 300   | 100  | 100 |
        | mbs-etg-v4-ncb | 2 | KH 6S QD KC AC 9H    | 100   | 100  | 0   |
        | mbs-etg-v4-ncb | 3 | KH 3S QD KC 2C 3D 5D | 1500  | 500  | 500 |

      @clause:mbs-etg-v4:4.8
      Examples: mbs-etg-v4-tiger-ncb
        | game                 | n | shoe                 | stake | unit | win |
        | mbs-etg-v4-tiger-ncb | 2 | KH 6S QD KC AC 9H    | 101   | 1    | 50  |
        | mbs-etg-v4-tiger-ncb | 3 | KH 3S QD KC 2C 3D 5D | 999   | 1    | 499 |
        | mbs-etg-v4-tiger-ncb | 2 | KH 6S QD KC AC 9H    | 1     | 1    | 0   |
        | mbs-etg-v4-tiger-ncb | 2 | KH 6S QD KC AC 9H    | 500   | 100  | 200 |
        | mbs-etg-v4-tiger-ncb | 3 | KH 3S QD KC 2C 3D 5D | 300   | 100  | 100 |
        | mbs-etg-v4-tiger-ncb | 2 | KH 6S QD KC AC 9H    | 100   | 100  | 0   |
        | mbs-etg-v4-tiger-ncb | 3 | KH 3S QD KC 2C 3D 5D | 1500  | 500  | 500 |

    Scenario Outline: 4.1-4.4, 4.7, 4.8 Player winning with <pt> pays even money on <stake> (<game>)
      Outside Fabulous 4's the Player wager pays 1 to 1 whatever the Player's
      winning total, 6 included, and whatever the Banker's.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "player" wager of <stake>
      When the coup is dealt
      Then the Player total is <pt>
      And the winner is "player"
      And the "player" wager wins <win>
      And the odds applied to the "player" wager are "1/1"

      @clause:mbs-etg-v4:4.1
      Examples: mbs-etg-v4-super-six-ncb
        | game                     | pt | shoe                 | stake | win   |
        | mbs-etg-v4-super-six-ncb | 1  | AH KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-super-six-ncb | 2  | 2H KS KD QC TH KC 5D | 101   | 101   |
        | mbs-etg-v4-super-six-ncb | 3  | 3H KS KD QC TH KC 5D | 7     | 7     |
        | mbs-etg-v4-super-six-ncb | 4  | 4H KS KD QC TH KC 5D | 12345 | 12345 |
        | mbs-etg-v4-super-six-ncb | 5  | 5H KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-super-six-ncb | 6  | 6H 5S KD KC 9C 5D    | 101   | 101   |
        | mbs-etg-v4-super-six-ncb | 6  | AH 3S 2D KC 3C 8S 5D | 7     | 7     |
        | mbs-etg-v4-super-six-ncb | 7  | 7H 6S KD KC 5D       | 12345 | 12345 |
        | mbs-etg-v4-super-six-ncb | 8  | 8H 7S KD KC 5D       | 100   | 100   |
        | mbs-etg-v4-super-six-ncb | 9  | 9H 8S KD KC 5D       | 101   | 101   |

      @clause:mbs-etg-v4:4.2
      Examples: mbs-etg-v4-fortune-six-ncb
        | game                       | pt | shoe                 | stake | win   |
        | mbs-etg-v4-fortune-six-ncb | 1  | AH KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-fortune-six-ncb | 2  | 2H KS KD QC TH KC 5D | 101   | 101   |
        | mbs-etg-v4-fortune-six-ncb | 3  | 3H KS KD QC TH KC 5D | 7     | 7     |
        | mbs-etg-v4-fortune-six-ncb | 4  | 4H KS KD QC TH KC 5D | 12345 | 12345 |
        | mbs-etg-v4-fortune-six-ncb | 5  | 5H KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-fortune-six-ncb | 6  | 6H 5S KD KC 9C 5D    | 101   | 101   |
        | mbs-etg-v4-fortune-six-ncb | 6  | AH 3S 2D KC 3C 8S 5D | 7     | 7     |
        | mbs-etg-v4-fortune-six-ncb | 7  | 7H 6S KD KC 5D       | 12345 | 12345 |
        | mbs-etg-v4-fortune-six-ncb | 8  | 8H 7S KD KC 5D       | 100   | 100   |
        | mbs-etg-v4-fortune-six-ncb | 9  | 9H 8S KD KC 5D       | 101   | 101   |

      @clause:mbs-etg-v4:4.3
      Examples: mbs-etg-v4-super-6-ncb
        | game                   | pt | shoe                 | stake | win   |
        | mbs-etg-v4-super-6-ncb | 1  | AH KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-super-6-ncb | 2  | 2H KS KD QC TH KC 5D | 101   | 101   |
        | mbs-etg-v4-super-6-ncb | 3  | 3H KS KD QC TH KC 5D | 7     | 7     |
        | mbs-etg-v4-super-6-ncb | 4  | 4H KS KD QC TH KC 5D | 12345 | 12345 |
        | mbs-etg-v4-super-6-ncb | 5  | 5H KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-super-6-ncb | 6  | 6H 5S KD KC 9C 5D    | 101   | 101   |
        | mbs-etg-v4-super-6-ncb | 6  | AH 3S 2D KC 3C 8S 5D | 7     | 7     |
        | mbs-etg-v4-super-6-ncb | 7  | 7H 6S KD KC 5D       | 12345 | 12345 |
        | mbs-etg-v4-super-6-ncb | 8  | 8H 7S KD KC 5D       | 100   | 100   |
        | mbs-etg-v4-super-6-ncb | 9  | 9H 8S KD KC 5D       | 101   | 101   |

      @clause:mbs-etg-v4:4.4
      Examples: mbs-etg-v4-ncb
        | game           | pt | shoe                 | stake | win   |
        | mbs-etg-v4-ncb | 1  | AH KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-ncb | 2  | 2H KS KD QC TH KC 5D | 101   | 101   |
        | mbs-etg-v4-ncb | 3  | 3H KS KD QC TH KC 5D | 7     | 7     |
        | mbs-etg-v4-ncb | 4  | 4H KS KD QC TH KC 5D | 12345 | 12345 |
        | mbs-etg-v4-ncb | 5  | 5H KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-ncb | 6  | 6H 5S KD KC 9C 5D    | 101   | 101   |
        | mbs-etg-v4-ncb | 6  | AH 3S 2D KC 3C 8S 5D | 7     | 7     |
        | mbs-etg-v4-ncb | 7  | 7H 6S KD KC 5D       | 12345 | 12345 |
        | mbs-etg-v4-ncb | 8  | 8H 7S KD KC 5D       | 100   | 100   |
        | mbs-etg-v4-ncb | 9  | 9H 8S KD KC 5D       | 101   | 101   |

      @clause:mbs-etg-v4:4.7
      Examples: mbs-etg-v4-tiger
        | game             | pt | shoe                 | stake | win   |
        | mbs-etg-v4-tiger | 1  | AH KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-tiger | 2  | 2H KS KD QC TH KC 5D | 101   | 101   |
        | mbs-etg-v4-tiger | 3  | 3H KS KD QC TH KC 5D | 7     | 7     |
        | mbs-etg-v4-tiger | 4  | 4H KS KD QC TH KC 5D | 12345 | 12345 |
        | mbs-etg-v4-tiger | 5  | 5H KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-tiger | 6  | 6H 5S KD KC 9C 5D    | 101   | 101   |
        | mbs-etg-v4-tiger | 6  | AH 3S 2D KC 3C 8S 5D | 7     | 7     |
        | mbs-etg-v4-tiger | 7  | 7H 6S KD KC 5D       | 12345 | 12345 |
        | mbs-etg-v4-tiger | 8  | 8H 7S KD KC 5D       | 100   | 100   |
        | mbs-etg-v4-tiger | 9  | 9H 8S KD KC 5D       | 101   | 101   |

      @clause:mbs-etg-v4:4.8
      Examples: mbs-etg-v4-tiger-ncb
        | game                 | pt | shoe                 | stake | win   |
        | mbs-etg-v4-tiger-ncb | 1  | AH KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-tiger-ncb | 2  | 2H KS KD QC TH KC 5D | 101   | 101   |
        | mbs-etg-v4-tiger-ncb | 3  | 3H KS KD QC TH KC 5D | 7     | 7     |
        | mbs-etg-v4-tiger-ncb | 4  | 4H KS KD QC TH KC 5D | 12345 | 12345 |
        | mbs-etg-v4-tiger-ncb | 5  | 5H KS KD QC TH KC 5D | 100   | 100   |
        | mbs-etg-v4-tiger-ncb | 6  | 6H 5S KD KC 9C 5D    | 101   | 101   |
        | mbs-etg-v4-tiger-ncb | 6  | AH 3S 2D KC 3C 8S 5D | 7     | 7     |
        | mbs-etg-v4-tiger-ncb | 7  | 7H 6S KD KC 5D       | 12345 | 12345 |
        | mbs-etg-v4-tiger-ncb | 8  | 8H 7S KD KC 5D       | 100   | 100   |
        | mbs-etg-v4-tiger-ncb | 9  | 9H 8S KD KC 5D       | 101   | 101   |

    Scenario Outline: 4.1-4.4, 4.7, 4.8, 4.11 Tie pays 8 to 1 (stake <stake>, <case>, <game>)
      The Tie wager pays eight to one in every game, and loses on a Player or a
      Banker win.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of <stake>
      When the coup is dealt
      Then the winner is "<winner>"
      And the "tie" wager <tie>

      @clause:mbs-etg-v4:4.1
      Examples: mbs-etg-v4-super-six-ncb
        | game                     | case         | shoe                 | stake | winner | tie        |
        | mbs-etg-v4-super-six-ncb | a Tie on 7   | 2H 4S 3D KC 2C 3S 9H | 100   | tie    | wins 800   |
        | mbs-etg-v4-super-six-ncb | a Tie on 9   | 9H 9S KD KC 5D       | 7     | tie    | wins 56    |
        | mbs-etg-v4-super-six-ncb | a Tie on 0   | KH QS KD QC TH JS 5D | 12345 | tie    | wins 98760 |
        | mbs-etg-v4-super-six-ncb | a Player win | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | mbs-etg-v4-super-six-ncb | a Banker win | KH 6S QD KC AC 9H    | 100   | banker | loses      |

      @clause:mbs-etg-v4:4.2
      Examples: mbs-etg-v4-fortune-six-ncb
        | game                       | case         | shoe                 | stake | winner | tie        |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 7   | 2H 4S 3D KC 2C 3S 9H | 100   | tie    | wins 800   |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 9   | 9H 9S KD KC 5D       | 7     | tie    | wins 56    |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 0   | KH QS KD QC TH JS 5D | 12345 | tie    | wins 98760 |
        | mbs-etg-v4-fortune-six-ncb | a Player win | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | mbs-etg-v4-fortune-six-ncb | a Banker win | KH 6S QD KC AC 9H    | 100   | banker | loses      |

      @clause:mbs-etg-v4:4.3
      Examples: mbs-etg-v4-super-6-ncb
        | game                   | case         | shoe                 | stake | winner | tie        |
        | mbs-etg-v4-super-6-ncb | a Tie on 7   | 2H 4S 3D KC 2C 3S 9H | 100   | tie    | wins 800   |
        | mbs-etg-v4-super-6-ncb | a Tie on 9   | 9H 9S KD KC 5D       | 7     | tie    | wins 56    |
        | mbs-etg-v4-super-6-ncb | a Tie on 0   | KH QS KD QC TH JS 5D | 12345 | tie    | wins 98760 |
        | mbs-etg-v4-super-6-ncb | a Player win | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | mbs-etg-v4-super-6-ncb | a Banker win | KH 6S QD KC AC 9H    | 100   | banker | loses      |

      @clause:mbs-etg-v4:4.4
      Examples: mbs-etg-v4-ncb
        | game           | case         | shoe                 | stake | winner | tie        |
        | mbs-etg-v4-ncb | a Tie on 7   | 2H 4S 3D KC 2C 3S 9H | 100   | tie    | wins 800   |
        | mbs-etg-v4-ncb | a Tie on 9   | 9H 9S KD KC 5D       | 7     | tie    | wins 56    |
        | mbs-etg-v4-ncb | a Tie on 0   | KH QS KD QC TH JS 5D | 12345 | tie    | wins 98760 |
        | mbs-etg-v4-ncb | a Player win | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | mbs-etg-v4-ncb | a Banker win | KH 6S QD KC AC 9H    | 100   | banker | loses      |

      @clause:mbs-etg-v4:4.7
      Examples: mbs-etg-v4-tiger
        | game             | case         | shoe                 | stake | winner | tie        |
        | mbs-etg-v4-tiger | a Tie on 7   | 2H 4S 3D KC 2C 3S 9H | 100   | tie    | wins 800   |
        | mbs-etg-v4-tiger | a Tie on 9   | 9H 9S KD KC 5D       | 7     | tie    | wins 56    |
        | mbs-etg-v4-tiger | a Tie on 0   | KH QS KD QC TH JS 5D | 12345 | tie    | wins 98760 |
        | mbs-etg-v4-tiger | a Player win | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | mbs-etg-v4-tiger | a Banker win | KH 6S QD KC AC 9H    | 100   | banker | loses      |

      @clause:mbs-etg-v4:4.8
      Examples: mbs-etg-v4-tiger-ncb
        | game                 | case         | shoe                 | stake | winner | tie        |
        | mbs-etg-v4-tiger-ncb | a Tie on 7   | 2H 4S 3D KC 2C 3S 9H | 100   | tie    | wins 800   |
        | mbs-etg-v4-tiger-ncb | a Tie on 9   | 9H 9S KD KC 5D       | 7     | tie    | wins 56    |
        | mbs-etg-v4-tiger-ncb | a Tie on 0   | KH QS KD QC TH JS 5D | 12345 | tie    | wins 98760 |
        | mbs-etg-v4-tiger-ncb | a Player win | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | mbs-etg-v4-tiger-ncb | a Banker win | KH 6S QD KC AC 9H    | 100   | banker | loses      |

      @clause:mbs-etg-v4:4.11
      Examples: mbs-etg-v4-fabulous-4s
        | game                   | case         | shoe                 | stake | winner | tie        |
        | mbs-etg-v4-fabulous-4s | a Tie on 7   | 2H 4S 3D KC 2C 3S 9H | 100   | tie    | wins 800   |
        | mbs-etg-v4-fabulous-4s | a Tie on 9   | 9H 9S KD KC 5D       | 7     | tie    | wins 56    |
        | mbs-etg-v4-fabulous-4s | a Tie on 0   | KH QS KD QC TH JS 5D | 12345 | tie    | wins 98760 |
        | mbs-etg-v4-fabulous-4s | a Player win | 2H 7S 3D KC 4S 9D    | 100   | player | loses      |
        | mbs-etg-v4-fabulous-4s | a Banker win | KH 6S QD KC AC 9H    | 100   | banker | loses      |

    Scenario Outline: 4.1-4.4 <wager> pays 11 to 1 (stake <stake>: <outcome>, <game>)
      In the four games with Pair wagers, each pays eleven to one when its
      hand's first two cards are a pair.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      When the coup is dealt
      Then the "<wager>" wager <outcome>

      @clause:mbs-etg-v4:4.1
      Examples: mbs-etg-v4-super-six-ncb
        | game                     | wager       | shoe              | stake | outcome    |
        | mbs-etg-v4-super-six-ncb | player-pair | 4H 2S 4D 3C KS 9D | 100   | wins 1100  |
        | mbs-etg-v4-super-six-ncb | player-pair | 9H 2S 9H 3C 5D    | 7     | wins 77    |
        | mbs-etg-v4-super-six-ncb | player-pair | 2H 7S 3D KC 4S 9D | 100   | loses      |
        | mbs-etg-v4-super-six-ncb | banker-pair | 2S 9H 3C 9D 5H    | 2500  | wins 27500 |
        | mbs-etg-v4-super-six-ncb | banker-pair | QH QS QD QC 5H 7D | 1     | wins 11    |
        | mbs-etg-v4-super-six-ncb | banker-pair | 4H 2S 4D 3C KS 9D | 100   | loses      |

      @clause:mbs-etg-v4:4.2
      Examples: mbs-etg-v4-fortune-six-ncb
        | game                       | wager       | shoe              | stake | outcome    |
        | mbs-etg-v4-fortune-six-ncb | player-pair | 4H 2S 4D 3C KS 9D | 100   | wins 1100  |
        | mbs-etg-v4-fortune-six-ncb | player-pair | 9H 2S 9H 3C 5D    | 7     | wins 77    |
        | mbs-etg-v4-fortune-six-ncb | player-pair | 2H 7S 3D KC 4S 9D | 100   | loses      |
        | mbs-etg-v4-fortune-six-ncb | banker-pair | 2S 9H 3C 9D 5H    | 2500  | wins 27500 |
        | mbs-etg-v4-fortune-six-ncb | banker-pair | QH QS QD QC 5H 7D | 1     | wins 11    |
        | mbs-etg-v4-fortune-six-ncb | banker-pair | 4H 2S 4D 3C KS 9D | 100   | loses      |

      @clause:mbs-etg-v4:4.3
      Examples: mbs-etg-v4-super-6-ncb
        | game                   | wager       | shoe              | stake | outcome    |
        | mbs-etg-v4-super-6-ncb | player-pair | 4H 2S 4D 3C KS 9D | 100   | wins 1100  |
        | mbs-etg-v4-super-6-ncb | player-pair | 9H 2S 9H 3C 5D    | 7     | wins 77    |
        | mbs-etg-v4-super-6-ncb | player-pair | 2H 7S 3D KC 4S 9D | 100   | loses      |
        | mbs-etg-v4-super-6-ncb | banker-pair | 2S 9H 3C 9D 5H    | 2500  | wins 27500 |
        | mbs-etg-v4-super-6-ncb | banker-pair | QH QS QD QC 5H 7D | 1     | wins 11    |
        | mbs-etg-v4-super-6-ncb | banker-pair | 4H 2S 4D 3C KS 9D | 100   | loses      |

      @clause:mbs-etg-v4:4.4
      Examples: mbs-etg-v4-ncb
        | game           | wager       | shoe              | stake | outcome    |
        | mbs-etg-v4-ncb | player-pair | 4H 2S 4D 3C KS 9D | 100   | wins 1100  |
        | mbs-etg-v4-ncb | player-pair | 9H 2S 9H 3C 5D    | 7     | wins 77    |
        | mbs-etg-v4-ncb | player-pair | 2H 7S 3D KC 4S 9D | 100   | loses      |
        | mbs-etg-v4-ncb | banker-pair | 2S 9H 3C 9D 5H    | 2500  | wins 27500 |
        | mbs-etg-v4-ncb | banker-pair | QH QS QD QC 5H 7D | 1     | wins 11    |
        | mbs-etg-v4-ncb | banker-pair | 4H 2S 4D 3C KS 9D | 100   | loses      |

    Scenario Outline: 4.1, 4.3 Super 6 pays 15 to 1 when the Banker wins with 6 (<case>, stake <stake>, <game>)
      Super 6 (Super Six) pays fifteen to one when the Banker wins with a point
      total of 6, on two cards or three; otherwise it loses.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "super-six" wager of <stake>
      When the coup is dealt
      Then the Banker total is <bt>
      And the winner is "<winner>"
      And the "super-six" wager <outcome>

      @clause:mbs-etg-v4:4.1
      Examples: mbs-etg-v4-super-six-ncb
        | game                     | case                   | shoe                 | stake | bt | winner | outcome     |
        | mbs-etg-v4-super-six-ncb | two-card 6             | KH 6S QD KC AC 9H    | 100   | 6  | banker | wins 1500   |
        | mbs-etg-v4-super-six-ncb | three-card 6           | KH 3S QD KC 2C 3D 5D | 7     | 6  | banker | wins 105    |
        | mbs-etg-v4-super-six-ncb | three-card 6           | 5H 6S KD QC 6D TS 5D | 12345 | 6  | banker | wins 185175 |
        | mbs-etg-v4-super-six-ncb | a Tie on 6             | 6H 6S KD KC 9C       | 100   | 6  | tie    | loses       |
        | mbs-etg-v4-super-six-ncb | the Banker wins with 7 | KH 7S QD KC AC 9H    | 100   | 7  | banker | loses       |
        | mbs-etg-v4-super-six-ncb | the Banker loses on 6  | 7H 6S KD KC 5D       | 100   | 6  | player | loses       |

      @clause:mbs-etg-v4:4.3
      Examples: mbs-etg-v4-super-6-ncb
        | game                   | case                   | shoe                 | stake | bt | winner | outcome     |
        | mbs-etg-v4-super-6-ncb | two-card 6             | KH 6S QD KC AC 9H    | 100   | 6  | banker | wins 1500   |
        | mbs-etg-v4-super-6-ncb | three-card 6           | KH 3S QD KC 2C 3D 5D | 7     | 6  | banker | wins 105    |
        | mbs-etg-v4-super-6-ncb | three-card 6           | 5H 6S KD QC 6D TS 5D | 12345 | 6  | banker | wins 185175 |
        | mbs-etg-v4-super-6-ncb | a Tie on 6             | 6H 6S KD KC 9C       | 100   | 6  | tie    | loses       |
        | mbs-etg-v4-super-6-ncb | the Banker wins with 7 | KH 7S QD KC AC 9H    | 100   | 7  | banker | loses       |
        | mbs-etg-v4-super-6-ncb | the Banker loses on 6  | 7H 6S KD KC 5D       | 100   | 6  | player | loses       |

  Rule: 4.2 Fortune Six NCB: Player 1:1; Banker 1:1, 1:2 on a 6; Tie 8:1; pairs 11:1; Fortune Six 12:1, or 20:1 on 3 cards
    Settlement of "Fortune Six No Commission Baccarat" wagers shall be as
    follows:
    Winning Wager    Pays
    "Player"    1 to 1
    "Banker" with point total of 6    1 to 2
    "Banker" with any other point total except for point total of 6    1 to
    1
    "Tie"    8 to 1
    "Player Pair" or "Banker Pair"    11 to 1
    "Fortune Six" when "Banker" wins with two cards with point total of 6
    12 to 1
    "Fortune Six" when "Banker" wins with three cards with point total of 6
    20 to 1

    Scenario Outline: 4.2 Fortune Six pays 12 to 1 on a two-card 6, 20 to 1 on a three-card 6 (<case>, stake <stake>, <game>)
      Fortune Six pays twelve to one when the Banker wins with a two-card 6 and
      twenty to one with a three-card 6; otherwise it loses.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "fortune-six" wager of <stake>
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "fortune-six" wager <outcome>

      @clause:mbs-etg-v4:4.2
      Examples: mbs-etg-v4-fortune-six-ncb
        | game                       | case                   | shoe                 | stake | banker   | bt | winner | outcome     |
        | mbs-etg-v4-fortune-six-ncb | two-card 6             | KH 6S QD KC AC 9H    | 100   | 6S KC    | 6  | banker | wins 1200   |
        | mbs-etg-v4-fortune-six-ncb | three-card 6           | KH 3S QD KC 2C 3D 5D | 7     | 3S KC 3D | 6  | banker | wins 140    |
        | mbs-etg-v4-fortune-six-ncb | three-card 6           | 5H 6S KD QC 6D TS 5D | 12345 | 6S QC TS | 6  | banker | wins 246900 |
        | mbs-etg-v4-fortune-six-ncb | a Tie on 6             | 6H 6S KD KC 9C       | 100   | 6S KC    | 6  | tie    | loses       |
        | mbs-etg-v4-fortune-six-ncb | the Banker wins with 7 | KH 7S QD KC AC 9H    | 100   | 7S KC    | 7  | banker | loses       |
        | mbs-etg-v4-fortune-six-ncb | the Banker loses on 6  | 7H 6S KD KC 5D       | 100   | 6S KC    | 6  | player | loses       |

  Rule: 4.3 Super 6 NCB: Player 1:1; Banker 1:1, 1:2 on a 6; Tie 8:1; either pair 11:1; Super 6 15:1
    Settlement of "Super 6 No Commission Baccarat" wagers shall be as
    follows:
    Winning Wager    Pays
    "Player"    1 to 1
    "Banker" with point total of 6    1 to 2
    "Banker" with any other point total except for point total of 6    1 to
    1
    "Tie"    8 to 1
    "Player Pair" or "Banker Pair"    11 to 1
    "Super 6" when "Banker" with point total of 6    15 to 1

    # Tested by the scenarios tagged @clause:mbs-etg-v4:4.3 under other rules.

  Rule: 4.4 No Commission Baccarat: Player 1:1; Banker 1:1, 1:2 on a 6; Tie 8:1; either pair 11:1
    Settlement of "No Commission Baccarat" wagers shall be as follows:
    Winning Wager    Pays
    "Player"    1 to 1
    "Banker" with point total of 6    1 to 2
    "Banker" with any other point total except for point total of 6    1 to
    1
    "Tie"    8 to 1
    "Player Pair" or "Banker Pair"    11 to 1

    # Tested by the scenarios tagged @clause:mbs-etg-v4:4.4 under other rules.

  Rule: 4.5 Banker Dragon Bonus, optional in Fortune Six/Super 6 NCB: win by 4-9 pays 1:1 up to 30:1; natural 1:1; natural tie push
    "Banker Dragon Bonus" wagers may be available on "Fortune Six No
    Commission Baccarat" or "Super 6 No Commission Baccarat".
    Settlement of "Banker Dragon Bonus" wagers shall be as follows:
    Winning Wager    Pays
    "Banker" wins by 9 points (non-natural)    30 to 1
    "Banker" wins by 8 points (non-natural)    10 to 1
    "Banker" wins by 7 points (non-natural)    6 to 1
    "Banker" wins by 6 points (non-natural)    4 to 1
    "Banker" wins by 5 points (non-natural)    2 to 1
    "Banker" wins by 4 points (non-natural)    1 to 1
    "Banker" wins with a "Natural 8" or a "Natural 9"    1 to 1
    "Natural Tie" ("Player" and "Banker" each have "Natural 8" or "Natural
    9"    Push

    @clause:mbs-etg-v4:4.5 @interpretation:8
    Scenario Outline: 4.5 Banker Dragon Bonus: the Banker wins <case> (stake <stake>, <game>)
      Without a Natural the Banker Dragon Bonus pays by the winning margin: 30
      to 1 by 9 points, 10 to 1 by 8, 6 to 1 by 7, 4 to 1 by 6, 2 to 1 by 5, 1
      to 1 by 4, and loses by 3 or less. A Banker win with a Natural pays 1 to
      1 whatever the margin, and a Natural Tie pushes. It may be offered in
      Fortune Six and Super 6.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "banker-dragon-bonus" wager of <stake>
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the "banker-dragon-bonus" wager <outcome>

      Examples:
        | game                       | case                        | shoe                 | stake | player   | pt | banker   | bt | outcome   |
        | mbs-etg-v4-fortune-six-ncb | by 9                        | KH KS QD QC TC 9C 5D | 100   | KH QD TC | 0  | KS QC 9C | 9  | wins 3000 |
        | mbs-etg-v4-fortune-six-ncb | by 8                        | KH KS QD QC TC 8C 5D | 7     | KH QD TC | 0  | KS QC 8C | 8  | wins 70   |
        | mbs-etg-v4-fortune-six-ncb | by 8, 9 against 1           | AH KS KD QC TC 9D 5D | 333   | AH KD TC | 1  | KS QC 9D | 9  | wins 3330 |
        | mbs-etg-v4-fortune-six-ncb | by 7                        | KH KS QD QC TC 7C 5D | 100   | KH QD TC | 0  | KS QC 7C | 7  | wins 600  |
        | mbs-etg-v4-fortune-six-ncb | by 6                        | KH 6S QD KC TC 5D    | 7     | KH QD TC | 0  | 6S KC    | 6  | wins 28   |
        | mbs-etg-v4-fortune-six-ncb | by 5                        | KH 5S QD KC TC 5D    | 333   | KH QD TC | 0  | 5S KC    | 5  | wins 666  |
        | mbs-etg-v4-fortune-six-ncb | by 4                        | KH 4S QD KC TC 5D    | 100   | KH QD TC | 0  | 4S KC    | 4  | wins 100  |
        | mbs-etg-v4-fortune-six-ncb | by 3                        | KH 7S QD KC 4C 5D    | 7     | KH QD 4C | 4  | 7S KC    | 7  | loses     |
        | mbs-etg-v4-fortune-six-ncb | with a Natural 8 by 1       | 7H 8S KD KC 5C       | 333   | 7H KD    | 7  | 8S KC    | 8  | wins 333  |
        | mbs-etg-v4-fortune-six-ncb | with a Natural 9 by 9       | KH 9S QD KC 5C       | 100   | KH QD    | 0  | 9S KC    | 9  | wins 100  |
        | mbs-etg-v4-fortune-six-ncb | nothing: a Natural Tie on 9 | 9H 9S KD KC 5C       | 7     | 9H KD    | 9  | 9S KC    | 9  | pushes    |
        | mbs-etg-v4-fortune-six-ncb | nothing: a Natural Tie on 8 | AH 4S 7D 4C 5C       | 333   | AH 7D    | 8  | 4S 4C    | 8  | pushes    |
        | mbs-etg-v4-super-6-ncb     | by 9                        | KH KS QD QC TC 9C 5D | 100   | KH QD TC | 0  | KS QC 9C | 9  | wins 3000 |
        | mbs-etg-v4-super-6-ncb     | by 8                        | KH KS QD QC TC 8C 5D | 7     | KH QD TC | 0  | KS QC 8C | 8  | wins 70   |
        | mbs-etg-v4-super-6-ncb     | by 8, 9 against 1           | AH KS KD QC TC 9D 5D | 333   | AH KD TC | 1  | KS QC 9D | 9  | wins 3330 |
        | mbs-etg-v4-super-6-ncb     | by 7                        | KH KS QD QC TC 7C 5D | 100   | KH QD TC | 0  | KS QC 7C | 7  | wins 600  |
        | mbs-etg-v4-super-6-ncb     | by 6                        | KH 6S QD KC TC 5D    | 7     | KH QD TC | 0  | 6S KC    | 6  | wins 28   |
        | mbs-etg-v4-super-6-ncb     | by 5                        | KH 5S QD KC TC 5D    | 333   | KH QD TC | 0  | 5S KC    | 5  | wins 666  |
        | mbs-etg-v4-super-6-ncb     | by 4                        | KH 4S QD KC TC 5D    | 100   | KH QD TC | 0  | 4S KC    | 4  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | by 3                        | KH 7S QD KC 4C 5D    | 7     | KH QD 4C | 4  | 7S KC    | 7  | loses     |
        | mbs-etg-v4-super-6-ncb     | with a Natural 8 by 1       | 7H 8S KD KC 5C       | 333   | 7H KD    | 7  | 8S KC    | 8  | wins 333  |
        | mbs-etg-v4-super-6-ncb     | with a Natural 9 by 9       | KH 9S QD KC 5C       | 100   | KH QD    | 0  | 9S KC    | 9  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | nothing: a Natural Tie on 9 | 9H 9S KD KC 5C       | 7     | 9H KD    | 9  | 9S KC    | 9  | pushes    |
        | mbs-etg-v4-super-6-ncb     | nothing: a Natural Tie on 8 | AH 4S 7D 4C 5C       | 333   | AH 7D    | 8  | 4S 4C    | 8  | pushes    |

  Rule: 4.6 Player Dragon Bonus, optional in Fortune Six/Super 6 NCB: win by 4-9 pays 1:1 up to 30:1; natural 1:1; natural tie push
    "Player Dragon Bonus" wagers may be available on "Fortune Six No
    Commission Baccarat" or "Super 6 No Commission Baccarat".
    Settlement of "Player Dragon Bonus" wagers shall be as follows:
    Winning Wager    Pays
    "Player" wins by 9 points (non-natural)    30 to 1
    "Player" wins by 8 points (non-natural)    10 to 1
    "Player" wins by 7 points (non-natural)    6 to 1
    "Player" wins by 6 points (non-natural)    4 to 1
    "Player" wins by 5 points (non-natural)    2 to 1
    "Player" wins by 4 points (non-natural)    1 to 1
    "Player" wins with a "Natural 8" or a "Natural 9"    1 to 1
    "Natural Tie" ("Player" and "Banker" each have "Natural 8" or "Natural
    9"    Push

    @clause:mbs-etg-v4:4.6 @interpretation:8
    Scenario Outline: 4.6 Player Dragon Bonus: the Player wins <case> (stake <stake>, <game>)
      Without a Natural the Player Dragon Bonus pays by the winning margin: 30
      to 1 by 9 points, 10 to 1 by 8, 6 to 1 by 7, 4 to 1 by 6, 2 to 1 by 5, 1
      to 1 by 4, and loses by 3 or less. A Player win with a Natural pays 1 to
      1 whatever the margin, and a Natural Tie pushes. It may be offered in
      Fortune Six and Super 6.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "player-dragon-bonus" wager of <stake>
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the "player-dragon-bonus" wager <outcome>

      Examples:
        | game                       | case                        | shoe                 | stake | player   | pt | banker   | bt | outcome   |
        | mbs-etg-v4-fortune-six-ncb | by 9                        | KH KS QD QC 9C TC 5D | 100   | KH QD 9C | 9  | KS QC TC | 0  | wins 3000 |
        | mbs-etg-v4-fortune-six-ncb | by 8                        | KH KS QD QC 8C TC 5D | 7     | KH QD 8C | 8  | KS QC TC | 0  | wins 70   |
        | mbs-etg-v4-fortune-six-ncb | by 8, 9 against 1           | KH AS QD KC 9C TC 5D | 333   | KH QD 9C | 9  | AS KC TC | 1  | wins 3330 |
        | mbs-etg-v4-fortune-six-ncb | by 7                        | KH KS QD QC 7C TC 5D | 100   | KH QD 7C | 7  | KS QC TC | 0  | wins 600  |
        | mbs-etg-v4-fortune-six-ncb | by 6                        | 6H KS KD QC TC 5D    | 7     | 6H KD    | 6  | KS QC TC | 0  | wins 28   |
        | mbs-etg-v4-fortune-six-ncb | by 5                        | KH KS QD QC 5C TC 5D | 333   | KH QD 5C | 5  | KS QC TC | 0  | wins 666  |
        | mbs-etg-v4-fortune-six-ncb | by 4                        | KH KS QD QC 4C TC 5D | 100   | KH QD 4C | 4  | KS QC TC | 0  | wins 100  |
        | mbs-etg-v4-fortune-six-ncb | by 3                        | KH KS QD QC 3C TC 5D | 7     | KH QD 3C | 3  | KS QC TC | 0  | loses     |
        | mbs-etg-v4-fortune-six-ncb | with a Natural 8 by 1       | 8H 7S KD KC 5C       | 333   | 8H KD    | 8  | 7S KC    | 7  | wins 333  |
        | mbs-etg-v4-fortune-six-ncb | with a Natural 9 by 9       | 9H KS KD QC 5C       | 100   | 9H KD    | 9  | KS QC    | 0  | wins 100  |
        | mbs-etg-v4-fortune-six-ncb | nothing: a Natural Tie on 9 | 9H 9S KD KC 5C       | 7     | 9H KD    | 9  | 9S KC    | 9  | pushes    |
        | mbs-etg-v4-fortune-six-ncb | nothing: a Natural Tie on 8 | AH 4S 7D 4C 5C       | 333   | AH 7D    | 8  | 4S 4C    | 8  | pushes    |
        | mbs-etg-v4-super-6-ncb     | by 9                        | KH KS QD QC 9C TC 5D | 100   | KH QD 9C | 9  | KS QC TC | 0  | wins 3000 |
        | mbs-etg-v4-super-6-ncb     | by 8                        | KH KS QD QC 8C TC 5D | 7     | KH QD 8C | 8  | KS QC TC | 0  | wins 70   |
        | mbs-etg-v4-super-6-ncb     | by 8, 9 against 1           | KH AS QD KC 9C TC 5D | 333   | KH QD 9C | 9  | AS KC TC | 1  | wins 3330 |
        | mbs-etg-v4-super-6-ncb     | by 7                        | KH KS QD QC 7C TC 5D | 100   | KH QD 7C | 7  | KS QC TC | 0  | wins 600  |
        | mbs-etg-v4-super-6-ncb     | by 6                        | 6H KS KD QC TC 5D    | 7     | 6H KD    | 6  | KS QC TC | 0  | wins 28   |
        | mbs-etg-v4-super-6-ncb     | by 5                        | KH KS QD QC 5C TC 5D | 333   | KH QD 5C | 5  | KS QC TC | 0  | wins 666  |
        | mbs-etg-v4-super-6-ncb     | by 4                        | KH KS QD QC 4C TC 5D | 100   | KH QD 4C | 4  | KS QC TC | 0  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | by 3                        | KH KS QD QC 3C TC 5D | 7     | KH QD 3C | 3  | KS QC TC | 0  | loses     |
        | mbs-etg-v4-super-6-ncb     | with a Natural 8 by 1       | 8H 7S KD KC 5C       | 333   | 8H KD    | 8  | 7S KC    | 7  | wins 333  |
        | mbs-etg-v4-super-6-ncb     | with a Natural 9 by 9       | 9H KS KD QC 5C       | 100   | 9H KD    | 9  | KS QC    | 0  | wins 100  |
        | mbs-etg-v4-super-6-ncb     | nothing: a Natural Tie on 9 | 9H 9S KD KC 5C       | 7     | 9H KD    | 9  | 9S KC    | 9  | pushes    |
        | mbs-etg-v4-super-6-ncb     | nothing: a Natural Tie on 8 | AH 4S 7D 4C 5C       | 333   | AH 7D    | 8  | 4S 4C    | 8  | pushes    |

  Rule: 4.7 Tiger Baccarat: Player 1 to 1, Banker 0.95 to 1, Tie 8 to 1
    Settlement of "Tiger Baccarat" wagers shall be as follows:
    Winning Wager    Pays
    "Player"    1 to 1
    "Banker"    0.95 to 1
    "Tie"    8 to 1

    @interpretation:4
    Scenario Outline: 4.7 Tiger Baccarat pays Banker 0.95 to 1, rounded down to <unit> (Banker <bt>, stake <stake>, <game>)
      In Tiger Baccarat a winning Banker wager is paid 0.95 to 1 whatever the
      Banker's total, 6 included: 19/20 of the stake, rounded down to the
      table's unit.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the Banker total is <bt>
      And the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "19/20"

      @clause:mbs-etg-v4:4.7
      Examples: mbs-etg-v4-tiger
        | game             | bt | shoe                 | stake | unit | win   |
        | mbs-etg-v4-tiger | 1  | KH AS QD KC TC JS 5D | 100   | 1    | 95    |
        | mbs-etg-v4-tiger | 2  | KH 2S QD KC TC JS 5D | 101   | 1    | 95    |
        | mbs-etg-v4-tiger | 3  | KH 3S QD KC TC JS 5D | 20    | 1    | 19    |
        | mbs-etg-v4-tiger | 4  | KH 4S QD KC AC 9H    | 1     | 1    | 0     |
        | mbs-etg-v4-tiger | 5  | KH 5S QD KC AC 9H    | 12345 | 1    | 11727 |
        | mbs-etg-v4-tiger | 6  | KH 6S QD KC AC 9H    | 1000  | 100  | 900   |
        | mbs-etg-v4-tiger | 6  | KH 3S QD KC 2C 3D 5D | 2000  | 100  | 1900  |
        | mbs-etg-v4-tiger | 6  | 5H 6S KD QC 6D TS 5D | 110   | 100  | 100   |
        | mbs-etg-v4-tiger | 7  | KH 7S QD KC AC 9H    | 30    | 5    | 25    |
        | mbs-etg-v4-tiger | 8  | KH 8S QD KC 9H       | 100   | 100  | 0     |
        | mbs-etg-v4-tiger | 9  | KH 9S QD KC 9H       | 7     | 1    | 6     |
        | mbs-etg-v4-tiger | 9  | KH 4S QD KC 5C 5S 5D | 500   | 100  | 400   |

  Rule: 4.8 Tiger NCB: Player 1:1; Banker 1:1, 1:2 on a 6; Tie 8:1
    Settlement of "Tiger No Commission Baccarat" wagers shall be as follows:
    Winning Wager    Pays
    "Player"    1 to 1
    "Banker" with point total of 6    1 to 2
    "Banker" with any other point total except for point total of 6    1 to
    1
    "Tie"    8 to 1

    # Tested by the scenarios tagged @clause:mbs-etg-v4:4.8 under other rules.

  Rule: 4.9 Tiger Pair, optional in both Tiger games, pays 4 to 1 single, 20 to 1 double, 100 to 1 twin
    "Tiger Pair" wagers may be available on "Tiger Baccarat" or "Tiger No
    Commission Baccarat".
    Settlement of "Tiger Pair" wagers shall be as follows:
    Winning Wager    Pays
    "Single Tiger" Pair    4 to 1
    "Double Tiger" Pair    20 to 1
    "Twin Tiger" Pair ("Player" and "Banker" have the same pair e.g.    100
    to 1
    10♠,10♥,10♠,10◆    100 10 1

    @clause:mbs-etg-v4:4.9 @interpretation:2
    Scenario Outline: 4.9 Tiger Pair pays <pays> on <case> (stake <stake>, <game>)
      Tiger Pair pays 4 to 1 for one hand paired on its first two cards, 20 to
      1 for both hands paired in different ranks and 100 to 1 for both paired
      in the same rank, only the highest of these. It may be offered in both
      Tiger games.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-pair" wager of <stake>
      When the coup is dealt
      Then the "tiger-pair" wager <outcome>
      And the odds applied to the "tiger-pair" wager are "<odds>"

      Examples:
        | game                 | case                      | shoe              | stake | pays     | outcome    | odds  |
        | mbs-etg-v4-tiger     | a Player pair             | 4H 2S 4D 3C KS 9D | 100   | 4 to 1   | wins 400   | 4/1   |
        | mbs-etg-v4-tiger     | a Banker pair             | 2S 9H 3C 9D 5H    | 7     | 4 to 1   | wins 28    | 4/1   |
        | mbs-etg-v4-tiger     | two pairs, 7s and 4s      | 7S 4D 7C 4H 2S 9C | 100   | 20 to 1  | wins 2000  | 20/1  |
        | mbs-etg-v4-tiger     | two pairs, Tens and Kings | TS KS TD KD 5H 7D | 13    | 20 to 1  | wins 260   | 20/1  |
        | mbs-etg-v4-tiger     | Twin Queens               | QH QS QD QC 5H 7D | 100   | 100 to 1 | wins 10000 | 100/1 |
        | mbs-etg-v4-tiger     | Twin Tens                 | TS TH TS TD 5H 7D | 3     | 100 to 1 | wins 300   | 100/1 |
        | mbs-etg-v4-tiger-ncb | a Player pair             | 4H 2S 4D 3C KS 9D | 100   | 4 to 1   | wins 400   | 4/1   |
        | mbs-etg-v4-tiger-ncb | a Banker pair             | 2S 9H 3C 9D 5H    | 7     | 4 to 1   | wins 28    | 4/1   |
        | mbs-etg-v4-tiger-ncb | two pairs, 7s and 4s      | 7S 4D 7C 4H 2S 9C | 100   | 20 to 1  | wins 2000  | 20/1  |
        | mbs-etg-v4-tiger-ncb | two pairs, Tens and Kings | TS KS TD KD 5H 7D | 13    | 20 to 1  | wins 260   | 20/1  |
        | mbs-etg-v4-tiger-ncb | Twin Queens               | QH QS QD QC 5H 7D | 100   | 100 to 1 | wins 10000 | 100/1 |
        | mbs-etg-v4-tiger-ncb | Twin Tens                 | TS TH TS TD 5H 7D | 3     | 100 to 1 | wins 300   | 100/1 |

  Rule: 4.10 Tiger family, optional in both Tiger games: Tiger 12:1 or 20:1 (3 cards); Small 22:1; Big 50:1; Tiger Tie 35:1
    "Tiger " wagers may be available on "Tiger Baccarat" or "Tiger No
    Commission Baccarat".
    Settlement of "Tiger" wagers shall be as follows:"
    Winning Wager    Pays
    "Tiger" when "Banker" wins with two cards totalling six points    12 to
    1
    "Tiger" when "Banker" wins with three cards totalling six points    20
    to 1
    "Small Tiger    22 to 1
    "Big Tiger"    50 to 1
    "Tiger Tie"    35 to 1

    @clause:mbs-etg-v4:4.10
    Scenario Outline: 4.10 The Tiger wagers on <case> (stake <stake>, <game>)
      Tiger pays 12 to 1 when the Banker wins with a two-card 6 and 20 to 1
      with a three-card 6; Small Tiger 22 to 1 on the two-card 6 only; Big
      Tiger 50 to 1 on the three-card 6 only; Tiger Tie 35 to 1 on a Tie on 6.
      They may be offered in both Tiger games.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of <stake> on each of "tiger", "small-tiger", "big-tiger" and "tiger-tie"
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "tiger" wager <tiger>
      And the "small-tiger" wager <small tiger>
      And the "big-tiger" wager <big tiger>
      And the "tiger-tie" wager <tiger tie>

      Examples:
        | game                 | case                             | shoe                 | stake | banker   | bt | winner | tiger     | small tiger | big tiger | tiger tie |
        | mbs-etg-v4-tiger     | a two-card Banker 6              | KH 6S QD KC AC 9H    | 100   | 6S KC    | 6  | banker | wins 1200 | wins 2200   | loses     | loses     |
        | mbs-etg-v4-tiger     | a three-card Banker 6            | KH 3S QD KC 2C 3D 5D | 100   | 3S KC 3D | 6  | banker | wins 2000 | loses       | wins 5000 | loses     |
        | mbs-etg-v4-tiger     | a two-card Banker 6, odd stake   | KH 6S QD KC AC 9H    | 7     | 6S KC    | 6  | banker | wins 84   | wins 154    | loses     | loses     |
        | mbs-etg-v4-tiger     | a three-card Banker 6, odd stake | 5H 6S KD QC 6D TS 5D | 13    | 6S QC TS | 6  | banker | wins 260  | loses       | wins 650  | loses     |
        | mbs-etg-v4-tiger     | a Tie on 6                       | 6H 6S KD KC 9C       | 100   | 6S KC    | 6  | tie    | loses     | loses       | loses     | wins 3500 |
        | mbs-etg-v4-tiger     | a three-card Tie on 6            | 2H 3S 3D KC AC 3H 5D | 9     | 3S KC 3H | 6  | tie    | loses     | loses       | loses     | wins 315  |
        | mbs-etg-v4-tiger     | a Banker 7                       | KH 7S QD KC AC 9H    | 100   | 7S KC    | 7  | banker | loses     | loses       | loses     | loses     |
        | mbs-etg-v4-tiger-ncb | a two-card Banker 6              | KH 6S QD KC AC 9H    | 100   | 6S KC    | 6  | banker | wins 1200 | wins 2200   | loses     | loses     |
        | mbs-etg-v4-tiger-ncb | a three-card Banker 6            | KH 3S QD KC 2C 3D 5D | 100   | 3S KC 3D | 6  | banker | wins 2000 | loses       | wins 5000 | loses     |
        | mbs-etg-v4-tiger-ncb | a two-card Banker 6, odd stake   | KH 6S QD KC AC 9H    | 7     | 6S KC    | 6  | banker | wins 84   | wins 154    | loses     | loses     |
        | mbs-etg-v4-tiger-ncb | a three-card Banker 6, odd stake | 5H 6S KD QC 6D TS 5D | 13    | 6S QC TS | 6  | banker | wins 260  | loses       | wins 650  | loses     |
        | mbs-etg-v4-tiger-ncb | a Tie on 6                       | 6H 6S KD KC 9C       | 100   | 6S KC    | 6  | tie    | loses     | loses       | loses     | wins 3500 |
        | mbs-etg-v4-tiger-ncb | a three-card Tie on 6            | 2H 3S 3D KC AC 3H 5D | 9     | 3S KC 3H | 6  | tie    | loses     | loses       | loses     | wins 315  |
        | mbs-etg-v4-tiger-ncb | a Banker 7                       | KH 7S QD KC AC 9H    | 100   | 7S KC    | 7  | banker | loses     | loses       | loses     | loses     |

  Rule: 4.11 Fabulous 4's: Player 1:2 on 4, 2:1 on 1, else 1:1; Banker push on 4, 2:1 on 1, else 1:1; Tie 8:1; Fab 4 50:1 / 25:1
    Settlement of "Fabulous 4's wagers" shall be as follows:
    Winning Wager    Pays
    "Player" with a point total of 4    1 to 2
    "Player" with a point total of 1    2 to 1
    "Player" with any other point total except for point total of 4 or 1
    1 to 1
    "Banker" with a point total of 4    Push
    "Banker" with a point total of 1    2 to 1
    "Banker" with any other point total except for point total of 4 or 1
    1 to 1
    "Tie"    8 to 1
    "Player Fabulous 4"    50 to 1
    "Banker Fabulous 4"    25 to 1
    ^{* &}quot;Push" means that when the "Banker" wins with a point total of
    four, wagers placed by Players on "Banker" do not win or lose.

    @clause:mbs-etg-v4:4.11 @interpretation:9 @interpretation:4
    Scenario Outline: 4.11 Fabulous 4's main wagers on <case> (stake <stake>, unit <unit>, <game>)
      In Fabulous 4's a Player win pays 1 to 2 with a total of 4, 2 to 1 with
      a total of 1 and 1 to 1 with any other; a Banker win pushes with a total
      of 4 (the stake comes back), pays 2 to 1 with 1 and 1 to 1 with any
      other. Ties push both and pay the Tie wager 8 to 1.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of <stake> on each of "player", "banker" and "tie"
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"
      And the "player" wager <player>
      And the "banker" wager <banker>
      And the "tie" wager <tie>

      Examples:
        | game                   | case                      | shoe                 | stake | unit | pt | bt | winner | player   | banker   | tie      |
        | mbs-etg-v4-fabulous-4s | a Player 4                | KH 4S QD KC 4C 9H 5D | 100   | 1    | 4  | 3  | player | wins 50  | loses    | loses    |
        | mbs-etg-v4-fabulous-4s | a Player 4, odd stake     | KH 4S QD KC 4C 9H 5D | 101   | 1    | 4  | 3  | player | wins 50  | loses    | loses    |
        | mbs-etg-v4-fabulous-4s | a Player 4, unit 100      | 2H KS AD QC AC 2S 5D | 300   | 100  | 4  | 2  | player | wins 100 | loses    | loses    |
        | mbs-etg-v4-fabulous-4s | a Player 1                | AH KS KD QC TH KC 5D | 100   | 1    | 1  | 0  | player | wins 200 | loses    | loses    |
        | mbs-etg-v4-fabulous-4s | a Player 1, odd stake     | AH KS KD QC TH KC 5D | 7     | 1    | 1  | 0  | player | wins 14  | loses    | loses    |
        | mbs-etg-v4-fabulous-4s | a Player 6                | 6H 5S KD KC 9C 5D    | 100   | 1    | 6  | 4  | player | wins 100 | loses    | loses    |
        | mbs-etg-v4-fabulous-4s | a Player 9                | 9H 8S KD KC 5D       | 100   | 1    | 9  | 8  | player | wins 100 | loses    | loses    |
        | mbs-etg-v4-fabulous-4s | a Banker 4 on two cards   | KH 4S QD KC AC 9H    | 100   | 1    | 1  | 4  | banker | loses    | pushes   | loses    |
        | mbs-etg-v4-fabulous-4s | a Banker 4 on three cards | KH 2S QD KC 2C 2D 5D | 100   | 1    | 2  | 4  | banker | loses    | pushes   | loses    |
        | mbs-etg-v4-fabulous-4s | a Banker 1                | KH AS QD KC TC JS 5D | 100   | 1    | 0  | 1  | banker | loses    | wins 200 | loses    |
        | mbs-etg-v4-fabulous-4s | a Banker 1, odd stake     | KH AS QD KC TC JS 5D | 7     | 1    | 0  | 1  | banker | loses    | wins 14  | loses    |
        | mbs-etg-v4-fabulous-4s | a Banker 6                | KH 6S QD KC AC 9H    | 100   | 1    | 1  | 6  | banker | loses    | wins 100 | loses    |
        | mbs-etg-v4-fabulous-4s | a Banker 7                | KH 7S QD KC AC 9H    | 101   | 1    | 1  | 7  | banker | loses    | wins 101 | loses    |
        | mbs-etg-v4-fabulous-4s | a Tie on 4                | 2H 4S 2D KC TC 9H    | 100   | 1    | 4  | 4  | tie    | pushes   | pushes   | wins 800 |
        | mbs-etg-v4-fabulous-4s | a Tie on 1                | AH AS KD KC TH TS 5D | 100   | 1    | 1  | 1  | tie    | pushes   | pushes   | wins 800 |

    @clause:mbs-etg-v4:4.11 @interpretation:9
    Scenario Outline: 4.11 Fabulous 4 side wagers on <case> (stake <stake>, <game>)
      Player Fabulous 4 pays 50 to 1 when the Player wins with 4, Banker
      Fabulous 4 pays 25 to 1 when the Banker wins with 4; otherwise each
      loses.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of <stake> on each of "player-fabulous-4" and "banker-fabulous-4"
      When the coup is dealt
      Then the winner is "<winner>"
      And the "player-fabulous-4" wager <player fab>
      And the "banker-fabulous-4" wager <banker fab>

      Examples:
        | game                   | case                  | shoe                 | stake | winner | player fab | banker fab |
        | mbs-etg-v4-fabulous-4s | a Player 4            | KH 4S QD KC 4C 9H 5D | 100   | player | wins 5000  | loses      |
        | mbs-etg-v4-fabulous-4s | a Player 4, odd stake | 2H KS AD QC AC 2S 5D | 7     | player | wins 350   | loses      |
        | mbs-etg-v4-fabulous-4s | a Banker 4            | KH 4S QD KC AC 9H    | 100   | banker | loses      | wins 2500  |
        | mbs-etg-v4-fabulous-4s | a Banker 4, odd stake | KH 2S QD KC 2C 2D 5D | 13    | banker | loses      | wins 325   |
        | mbs-etg-v4-fabulous-4s | a Tie on 4            | 2H 4S 2D KC TC 9H    | 100   | tie    | loses      | loses      |
        | mbs-etg-v4-fabulous-4s | a Player 5            | KH KS QD QC 5C TC 5D | 100   | player | loses      | loses      |

  Rule: 4.12 Precious Pair pays 30, 15, 12 or 9 to 1, only for the highest category the pair meets
    Settlement of "Player Precious Pair" and "Banker Precious Pair" wagers
    shall be as follows:
    Winning Wager    Pays
    Pair of Diamond 4's    30 to 1
    Other pairs of 4's (except Pair of Diamond 4's)    15 to 1
    Diamond Pairs (except Pair of Diamond 4's)    12 to 1
    Other Pairs (except Pair of Diamond 4's, Other Pairs of 4's    9 to 1
    and Diamond Pairs)    9101
    All "Player Precious Pair" and "Banker Precious Pair" wagers shall be
    paid only once and to the highest value of the pair. i.e. A pair of
    Diamond 4's shall be paid 30 to 1 and shall not be paid 15 to 1, 12 to 1
    and 9 to 1.

    @clause:mbs-etg-v4:4.12 @interpretation:3
    Scenario Outline: 4.12 Precious Pair pays only its highest category (<case>, stake <stake>, <game>)
      A Precious Pair pays 30 to 1 for two 4s of Diamonds, 15 to 1 for any
      other two 4s, 12 to 1 for two Diamonds of one other rank, and 9 to 1 for
      any other pair, once, at the highest category that applies (two 4s of
      Diamonds are not also paid as 4s, as a Diamond pair and as a pair).

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of <stake> on each of "player-precious-pair" and "banker-precious-pair"
      When the coup is dealt
      Then the "player-precious-pair" wager <player precious>
      And the odds applied to the "player-precious-pair" wager are "<player odds>"
      And the "banker-precious-pair" wager <banker precious>

      Examples:
        | game                       | case                | shoe              | stake | player precious | player odds | banker precious |
        | mbs-etg-v4-super-six-ncb   | 4D 4D against 4S 4H | 4D 4S 4D 4H KS 5H | 100   | wins 3000       | 30/1        | wins 1500       |
        | mbs-etg-v4-super-six-ncb   | 4C 4C against QD QD | 4C QD 4C QD KS 5H | 7     | wins 105        | 15/1        | wins 84         |
        | mbs-etg-v4-super-six-ncb   | QD QD against 4D 4D | QD 4D QD 4D KS 5H | 13    | wins 156        | 12/1        | wins 390        |
        | mbs-etg-v4-super-six-ncb   | 9S 9H against KD KD | 9S KD 9H KD 5H    | 100   | wins 900        | 9/1         | wins 1200       |
        | mbs-etg-v4-super-six-ncb   | AH AH against 2C 3C | AH 2C AH 3C 5H 7D | 3     | wins 27         | 9/1         | loses           |
        | mbs-etg-v4-fortune-six-ncb | 4D 4D against 4S 4H | 4D 4S 4D 4H KS 5H | 100   | wins 3000       | 30/1        | wins 1500       |
        | mbs-etg-v4-fortune-six-ncb | 4C 4C against QD QD | 4C QD 4C QD KS 5H | 7     | wins 105        | 15/1        | wins 84         |
        | mbs-etg-v4-fortune-six-ncb | QD QD against 4D 4D | QD 4D QD 4D KS 5H | 13    | wins 156        | 12/1        | wins 390        |
        | mbs-etg-v4-fortune-six-ncb | 9S 9H against KD KD | 9S KD 9H KD 5H    | 100   | wins 900        | 9/1         | wins 1200       |
        | mbs-etg-v4-fortune-six-ncb | AH AH against 2C 3C | AH 2C AH 3C 5H 7D | 3     | wins 27         | 9/1         | loses           |
        | mbs-etg-v4-super-6-ncb     | 4D 4D against 4S 4H | 4D 4S 4D 4H KS 5H | 100   | wins 3000       | 30/1        | wins 1500       |
        | mbs-etg-v4-super-6-ncb     | 4C 4C against QD QD | 4C QD 4C QD KS 5H | 7     | wins 105        | 15/1        | wins 84         |
        | mbs-etg-v4-super-6-ncb     | QD QD against 4D 4D | QD 4D QD 4D KS 5H | 13    | wins 156        | 12/1        | wins 390        |
        | mbs-etg-v4-super-6-ncb     | 9S 9H against KD KD | 9S KD 9H KD 5H    | 100   | wins 900        | 9/1         | wins 1200       |
        | mbs-etg-v4-super-6-ncb     | AH AH against 2C 3C | AH 2C AH 3C 5H 7D | 3     | wins 27         | 9/1         | loses           |
        | mbs-etg-v4-ncb             | 4D 4D against 4S 4H | 4D 4S 4D 4H KS 5H | 100   | wins 3000       | 30/1        | wins 1500       |
        | mbs-etg-v4-ncb             | 4C 4C against QD QD | 4C QD 4C QD KS 5H | 7     | wins 105        | 15/1        | wins 84         |
        | mbs-etg-v4-ncb             | QD QD against 4D 4D | QD 4D QD 4D KS 5H | 13    | wins 156        | 12/1        | wins 390        |
        | mbs-etg-v4-ncb             | 9S 9H against KD KD | 9S KD 9H KD 5H    | 100   | wins 900        | 9/1         | wins 1200       |
        | mbs-etg-v4-ncb             | AH AH against 2C 3C | AH 2C AH 3C 5H 7D | 3     | wins 27         | 9/1         | loses           |
        | mbs-etg-v4-tiger           | 4D 4D against 4S 4H | 4D 4S 4D 4H KS 5H | 100   | wins 3000       | 30/1        | wins 1500       |
        | mbs-etg-v4-tiger           | 4C 4C against QD QD | 4C QD 4C QD KS 5H | 7     | wins 105        | 15/1        | wins 84         |
        | mbs-etg-v4-tiger           | QD QD against 4D 4D | QD 4D QD 4D KS 5H | 13    | wins 156        | 12/1        | wins 390        |
        | mbs-etg-v4-tiger           | 9S 9H against KD KD | 9S KD 9H KD 5H    | 100   | wins 900        | 9/1         | wins 1200       |
        | mbs-etg-v4-tiger           | AH AH against 2C 3C | AH 2C AH 3C 5H 7D | 3     | wins 27         | 9/1         | loses           |
        | mbs-etg-v4-tiger-ncb       | 4D 4D against 4S 4H | 4D 4S 4D 4H KS 5H | 100   | wins 3000       | 30/1        | wins 1500       |
        | mbs-etg-v4-tiger-ncb       | 4C 4C against QD QD | 4C QD 4C QD KS 5H | 7     | wins 105        | 15/1        | wins 84         |
        | mbs-etg-v4-tiger-ncb       | QD QD against 4D 4D | QD 4D QD 4D KS 5H | 13    | wins 156        | 12/1        | wins 390        |
        | mbs-etg-v4-tiger-ncb       | 9S 9H against KD KD | 9S KD 9H KD 5H    | 100   | wins 900        | 9/1         | wins 1200       |
        | mbs-etg-v4-tiger-ncb       | AH AH against 2C 3C | AH 2C AH 3C 5H 7D | 3     | wins 27         | 9/1         | loses           |
        | mbs-etg-v4-fabulous-4s     | 4D 4D against 4S 4H | 4D 4S 4D 4H KS 5H | 100   | wins 3000       | 30/1        | wins 1500       |
        | mbs-etg-v4-fabulous-4s     | 4C 4C against QD QD | 4C QD 4C QD KS 5H | 7     | wins 105        | 15/1        | wins 84         |
        | mbs-etg-v4-fabulous-4s     | QD QD against 4D 4D | QD 4D QD 4D KS 5H | 13    | wins 156        | 12/1        | wins 390        |
        | mbs-etg-v4-fabulous-4s     | 9S 9H against KD KD | 9S KD 9H KD 5H    | 100   | wins 900        | 9/1         | wins 1200       |
        | mbs-etg-v4-fabulous-4s     | AH AH against 2C 3C | AH 2C AH 3C 5H 7D | 3     | wins 27         | 9/1         | loses           |
