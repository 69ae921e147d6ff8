Feature: 6 Star No Commission Baccarat, section 4: settlement

  Rule 4.1 is the main pay table. A winning Banker wager pays even money,
  except a Banker win on a point total of 6, which pays one to two (half the
  stake), and a Banker win with Flaming 9's, which pays 1.2 to 1 (six
  fifths). A winning Player wager pays even money, or 1.2 to 1 with Flaming
  9's. Tie pays eight to one, each Pair eleven to one, Fortune Six twelve to
  one on a two-card Banker 6 and twenty to one on a three-card one. Rule 4.2
  pays the Element Bonus by the number of cards, rule 4.3 adds a fixed Tie
  Bonus to a winning Tie wager. Amounts are net wins in minor units; the
  stake comes back on top. Losing wagers lose the stake; a Tie pushes Player
  and Banker (rule 3.10.1).

  Flaming 9's (interpretation 6) is a two-card natural 9 whose two cards
  are both Fire. A 9 with one Fire card, a three-card 9 of Fire cards and a
  natural 8 of two Fire cards are ordinary totals.

  Rule: 4.1 Player or Banker 1:1, 1.2:1 with Flaming 9's, Banker 1:2 on a 6; Tie 8:1; pairs 11:1; Fortune Six 12:1, 20:1 on 3 cards
    Settlement of wagers shall be as follows:
    Winning Bet    Pays
    “Banker” with point total of 6    1 to 2
    “Banker” with “Flaming 9’s”    1.2 to 1
    “Banker” with any other point total except for “Flaming 9’s” or 6    1
    to 1
    “Player” with “Flaming 9’s”    1.2 to 1
    “Player” with any other point total except for “Flaming 9’s”    1 to 1
    “Tie”    8 to 1
    “Player” or “Banker” Pair    11 to 1
    “Fortune Six” when “Banker” wins with two cards totalling six points
    12 to 1
    “Fortune Six” when “Banker” wins with three cards totalling six points
    20 to 1

    @clause:mbs-6star-ncb-2017:4.1
    Scenario Outline: 4.1 Banker winning with <bt> on <n> cards (<banker>) pays <pays>
      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "banker" and "player"
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "<odds>"
      And the "player" wager loses

      Examples:
        | bt | n | shoe                        | banker      | win | odds | pays   |
        | 1  | 3 | TWa AGo SEa LFi FWo TWo 6Ea | AGo LFi TWo | 100 | 1/1  | 1 to 1 |
        | 2  | 3 | TWa 2Go SEa LFi FWo TWo 6Ea | 2Go LFi TWo | 100 | 1/1  | 1 to 1 |
        | 3  | 3 | TWa 3Go SEa LFi FWo TWo 6Ea | 3Go LFi TWo | 100 | 1/1  | 1 to 1 |
        | 4  | 2 | TWa 4Go SEa LFi AWo TWo     | 4Go LFi     | 100 | 1/1  | 1 to 1 |
        | 5  | 2 | TWa 5Go SEa LFi AWo TWo     | 5Go LFi     | 100 | 1/1  | 1 to 1 |
        | 6  | 2 | TWa 6Go SEa TFi 3Ea 8Wo     | 6Go TFi     | 50  | 1/2  | 1 to 2 |
        | 6  | 3 | 5Wa 6Go SEa LFi 6Ea TWo AGo | 6Go LFi TWo | 50  | 1/2  | 1 to 2 |
        | 6  | 3 | LWa 3Go SEa TFi 2Ea 3Wo 9Go | 3Go TFi 3Wo | 50  | 1/2  | 1 to 2 |
        | 7  | 2 | TWa 7Go SEa LFi AWo TWo     | 7Go LFi     | 100 | 1/1  | 1 to 1 |
        | 8  | 2 | TWa 8Go SEa LFi AWo         | 8Go LFi     | 100 | 1/1  | 1 to 1 |

      @interpretation:6
      Examples: a 9 pays 1.2 to 1 only as Flaming 9's, two Fire cards on two cards
        | bt | n | shoe                        | banker      | win | odds | pays     |
        | 9  | 2 | 2Go 4Fi 3Wa 5Fi 7Ea         | 4Fi 5Fi     | 120 | 6/5  | 1.2 to 1 |
        | 9  | 2 | 2Go 9Fi 3Wa TFi 7Ea         | 9Fi TFi     | 120 | 6/5  | 1.2 to 1 |
        | 9  | 2 | 2Go LFi 3Wa 9Fi 7Ea         | LFi 9Fi     | 120 | 6/5  | 1.2 to 1 |
        | 9  | 2 | 2Go AFi 3Wa 8Fi 7Ea         | AFi 8Fi     | 120 | 6/5  | 1.2 to 1 |
        | 9  | 2 | 2Go 7Fi 3Wa 2Fi 7Ea         | 7Fi 2Fi     | 120 | 6/5  | 1.2 to 1 |
        | 9  | 2 | 2Go 3Fi 3Wa 6Fi 7Ea         | 3Fi 6Fi     | 120 | 6/5  | 1.2 to 1 |
        | 9  | 2 | TWa 9Go SEa LFi AWo         | 9Go LFi     | 100 | 1/1  | 1 to 1   |
        | 9  | 2 | 2Go 4Fi 3Wa 5Wo 7Ea         | 4Fi 5Wo     | 100 | 1/1  | 1 to 1   |
        | 9  | 3 | LWa 2Fi 3Go 3Fi 4Ea 4Fi 7Wa | 2Fi 3Fi 4Fi | 100 | 1/1  | 1 to 1   |
        | 8  | 2 | TWa 3Fi SEa 5Fi 2Go         | 3Fi 5Fi     | 100 | 1/1  | 1 to 1   |

    @clause:mbs-6star-ncb-2017:4.1 @interpretation:4
    Scenario Outline: 4.1 Banker winning on a <n>-card 6 pays half of <stake>, rounded down to <unit>: <win>
      One to two is an exact half of the stake. When that is not a whole
      multiple of the table's rounding unit, the payout is rounded down to
      one (interpretation 4).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the Banker total is 6
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "1/2"

      Examples:
        | n | shoe                        | stake | unit | win  |
        | 2 | TWa 6Go SEa TFi 3Ea 8Wo     | 101   | 1    | 50   |
        | 3 | LWa 3Go SEa TFi 2Ea 3Wo 9Go | 101   | 1    | 50   |
        | 2 | TWa 6Go SEa TFi 3Ea 8Wo     | 1     | 1    | 0    |
        | 3 | 5Wa 6Go SEa LFi 6Ea TWo AGo | 3     | 1    | 1    |
        | 3 | LWa 3Go SEa TFi 2Ea 3Wo 9Go | 999   | 1    | 499  |
        | 2 | TWa 6Go SEa TFi 3Ea 8Wo     | 500   | 100  | 200  |
        | 3 | 5Wa 6Go SEa LFi 6Ea TWo AGo | 300   | 100  | 100  |
        | 2 | TWa 6Go SEa TFi 3Ea 8Wo     | 100   | 100  | 0    |
        | 3 | LWa 3Go SEa TFi 2Ea 3Wo 9Go | 2000  | 100  | 1000 |
        | 2 | TWa 6Go SEa TFi 3Ea 8Wo     | 25    | 5    | 10   |

    @clause:mbs-6star-ncb-2017:4.1 @interpretation:6
    Scenario Outline: 4.1 <side> winning with Flaming 9's pays 1.2 times <stake>, rounded down to <unit>: <win>
      Six fifths of the stake is paid exactly when it is a whole multiple of
      the table's rounding unit, and rounded down to one otherwise, like every
      fractional payout (README.md "The contract", money).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the <side> hand is "<hand>" with total 9
      And the "<wager>" wager wins <win>
      And the odds applied to the "<wager>" wager are "6/5"

      Examples:
        | side   | wager  | shoe                | hand    | stake | unit | win  |
        | Banker | banker | 2Go 4Fi 3Wa 5Fi 7Ea | 4Fi 5Fi | 100   | 1    | 120  |
        | Banker | banker | 2Go 4Fi 3Wa 5Fi 7Ea | 4Fi 5Fi | 7     | 1    | 8    |
        | Banker | banker | 2Go 4Fi 3Wa 5Fi 7Ea | 4Fi 5Fi | 101   | 1    | 121  |
        | Banker | banker | 2Go 4Fi 3Wa 5Fi 7Ea | 4Fi 5Fi | 250   | 100  | 300  |
        | Banker | banker | 2Go 4Fi 3Wa 5Fi 7Ea | 4Fi 5Fi | 99    | 100  | 100  |
        | Player | player | 9Fi 8Wa TFi SEa AWo | 9Fi TFi | 100   | 1    | 120  |
        | Player | player | 9Fi 8Wa TFi SEa AWo | 9Fi TFi | 1     | 1    | 1    |
        | Player | player | 9Fi 8Wa TFi SEa AWo | 9Fi TFi | 2500  | 100  | 3000 |
        | Player | player | 9Fi 8Wa TFi SEa AWo | 9Fi TFi | 5     | 5    | 5    |

      @interpretation:4
      Examples: six fifths that rounding to the nearest unit would round up
        | side   | wager  | shoe                | hand    | stake | unit | win  |
        | Player | player | 9Fi 8Wa TFi SEa AWo | 9Fi TFi | 4     | 1    | 4    |
        | Player | player | 9Fi 8Wa TFi SEa AWo | 9Fi TFi | 333   | 1    | 399  |
        | Player | player | 9Fi 8Wa TFi SEa AWo | 9Fi TFi | 550   | 100  | 600  |

    @clause:mbs-6star-ncb-2017:4.1
    Scenario Outline: 4.1 Player winning with <pt> against <bt> (<player>) pays <pays>
      The Player wager pays even money whatever the Player's total, 6 included
      (the one-to-two row is the Banker's), and 1.2 to 1 with Flaming 9's; the
      Banker wager loses.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "player" wager of <stake>
      And a "banker" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker total is <bt>
      And the winner is "player"
      And the "player" wager wins <win>
      And the odds applied to the "player" wager are "<odds>"
      And the "banker" wager loses

      Examples:
        | pt | bt | shoe                        | player      | stake | win   | odds | pays   |
        | 1  | 0  | AGo TWa LFi SEa TWo FWo 6Ea | AGo LFi TWo | 100   | 100   | 1/1  | 1 to 1 |
        | 2  | 0  | 2Go TWa LFi SEa TWo FWo 6Ea | 2Go LFi TWo | 100   | 100   | 1/1  | 1 to 1 |
        | 3  | 0  | 3Go TWa LFi SEa TWo FWo 6Ea | 3Go LFi TWo | 100   | 100   | 1/1  | 1 to 1 |
        | 4  | 0  | 4Go TWa LFi SEa TWo FWo 6Ea | 4Go LFi TWo | 100   | 100   | 1/1  | 1 to 1 |
        | 5  | 0  | 5Go TWa LFi SEa TWo FWo 6Ea | 5Go LFi TWo | 100   | 100   | 1/1  | 1 to 1 |
        | 6  | 3  | 6Go TWa LFi 4Ea 9Wo AGo     | 6Go LFi     | 101   | 101   | 1/1  | 1 to 1 |
        | 7  | 6  | 7Go 6Wa LFi SEa AWo         | 7Go LFi     | 100   | 100   | 1/1  | 1 to 1 |
        | 8  | 7  | 8Go 7Wa LFi SEa AWo         | 8Go LFi     | 12345 | 12345 | 1/1  | 1 to 1 |

      @interpretation:6
      Examples: a 9 pays 1.2 to 1 only as Flaming 9's, two Fire cards on two cards
        | pt | bt | shoe                    | player      | stake | win | odds | pays     |
        | 9  | 8  | 9Fi 8Wa TFi SEa AWo     | 9Fi TFi     | 100   | 120 | 6/5  | 1.2 to 1 |
        | 9  | 0  | 4Fi TWa 5Fi SEa AWo     | 4Fi 5Fi     | 100   | 120 | 6/5  | 1.2 to 1 |
        | 9  | 8  | 9Go 8Wa LFi SEa AWo     | 9Go LFi     | 100   | 100 | 1/1  | 1 to 1   |
        | 9  | 6  | 2Fi 6Go 3Fi TWa 4Fi 8Wa | 2Fi 3Fi 4Fi | 100   | 100 | 1/1  | 1 to 1   |
        | 8  | 0  | 3Fi TWa 5Fi SEa AWo     | 3Fi 5Fi     | 100   | 100 | 1/1  | 1 to 1   |

    @clause:mbs-6star-ncb-2017:4.1 @clause:mbs-6star-ncb-2017:3.10.1
    Scenario Outline: 4.1 A Banker 6 or a Flaming 9's that does not win is not paid (<case>)
      The one-to-two and the 1.2-to-1 rows are for a hand that wins. A
      Banker 6 or a Flaming 9's that loses loses the stake; one that ties
      pushes it.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "banker" and "player"
      When the coup is dealt
      Then the winner is "<winner>"
      And the "banker" wager <banker>
      And the "player" wager <player>

      Examples:
        | case                                  | shoe                    | winner | banker | player   |
        | Player 7 beats a Banker 6             | 7Wa 6Go TEa TFi 2Wo     | player | loses  | wins 100 |
        | a tie on two-card 6s                  | 6Wa 6Go TEa TFi AWo     | tie    | pushes | pushes   |
        | a tie on 6, three cards to the Banker | 2Go 3Wa 4Ea 3Fi 2Wo 6Ea | tie    | pushes | pushes   |

      @interpretation:6
      Examples: Flaming 9's
        | case                              | shoe                | winner | banker | player |
        | Player Flaming 9's ties a plain 9 | 9Fi 4Go TFi 5Wa AWo | tie    | pushes | pushes |
        | Banker Flaming 9's ties a plain 9 | 4Go 9Fi 5Wa TFi AWo | tie    | pushes | pushes |
        | both hands Flaming 9's            | 9Fi TFi SFi 9Fi AGo | tie    | pushes | pushes |

    @clause:mbs-6star-ncb-2017:4.1
    Scenario Outline: 4.1 Tie pays 8 to 1 (stake <stake>, <case>)
      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of <stake>
      When the coup is dealt
      Then the winner is "<winner>"
      And the "tie" wager <tie>

      Examples:
        | case                    | shoe                        | stake | winner | tie        |
        | a tie on 6              | 6Wa 6Go TEa TFi AWo         | 100   | tie    | wins 800   |
        | a tie on 0, three cards | TWa SGo LEa FFi TWo TGo 5Wa | 7     | tie    | wins 56    |
        | a tie on 6, three cards | 2Go 3Wa 4Ea 3Fi 2Wo 6Ea     | 12345 | tie    | wins 98760 |
        | Player wins             | 7Wa 6Go TEa TFi 2Wo         | 100   | player | loses      |
        | Banker wins             | TWa 6Go SEa TFi 3Ea 8Wo     | 100   | banker | loses      |

    @clause:mbs-6star-ncb-2017:4.1
    Scenario Outline: 4.1 <wager> pays 11 to 1 (stake <stake>: <case>)
      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      When the coup is dealt
      Then the "<wager>" wager <outcome>

      Examples:
        | wager       | case            | shoe                    | stake | outcome    |
        | player-pair | two 9s          | 9Wa 2Go 9Fi 3Go 4Ea     | 100   | wins 1100  |
        | player-pair | two Luks        | LWa 2Go LFi 3Go 4Ea 8Wo | 7     | wins 77    |
        | banker-pair | two Tens        | 2Go TWa 3Go TFi 4Ea 8Wo | 2500  | wins 27500 |
        | banker-pair | two Saus        | 2Go SWa 3Go SEa 4Ea 8Wo | 1     | wins 11    |

      @interpretation:1
      Examples:
        | wager       | case            | shoe                    | stake | outcome    |
        | player-pair | a Luk and a Sau | LWa 2Go SFi 3Go 4Ea 8Wo | 100   | loses      |
        | banker-pair | a Ten and a Fuk | 2Go TWa 3Go FFi 4Ea 8Wo | 100   | loses      |

    @clause:mbs-6star-ncb-2017:4.1
    Scenario Outline: 4.1 Fortune Six pays <pays> (stake <stake>: <case>)
      Fortune Six pays twelve to one when the Banker wins with a two-card 6 and
      twenty to one when it wins with a three-card 6. It loses otherwise.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "fortune-six" wager of <stake>
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the "fortune-six" wager <outcome>

      Examples:
        | case               | shoe                        | banker      | bt | stake | outcome     | pays    |
        | two-card 6 wins    | TWa 6Go SEa TFi 3Ea 8Wo     | 6Go TFi     | 6  | 100   | wins 1200   | 12 to 1 |
        | two-card 6 wins    | TWa 6Go SEa TFi 3Ea 8Wo     | 6Go TFi     | 6  | 7     | wins 84     | 12 to 1 |
        | three-card 6 wins  | 5Wa 6Go SEa LFi 6Ea TWo AGo | 6Go LFi TWo | 6  | 100   | wins 2000   | 20 to 1 |
        | three-card 6 wins  | LWa 3Go SEa TFi 2Ea 3Wo 9Go | 3Go TFi 3Wo | 6  | 7     | wins 140    | 20 to 1 |
        | three-card 6 wins  | LWa 3Go SEa TFi 2Ea 3Wo 9Go | 3Go TFi 3Wo | 6  | 12345 | wins 246900 | 20 to 1 |
        | Banker wins with 7 | TWa 7Go SEa TFi 3Ea 8Wo     | 7Go TFi     | 7  | 100   | loses       | nothing |

  Rule: 4.2 Element Bonus pays 50, 500 or 5000 to 1 for 4, 5 or 6 cards of one element
    Settlement of wagers for “Element Bonus” shall be as follows:
    Winning Bet    Pays
    “Element Bonus” with 4 cards of the same element    50 to 1
    “Element Bonus” with 5 cards of the same element    500 to 1
    “Element Bonus” with 6 cards of the same element    5000 to 1

    @clause:mbs-6star-ncb-2017:4.2 @interpretation:7
    Scenario Outline: 4.2 Element Bonus on <cards> cards pays <pays> (stake <stake>: <case>)
      If every card of both completed hands is of one element, the Element
      Bonus pays fifty to one on four cards, five hundred to one on five and
      five thousand to one on six. One card of another element anywhere in
      either hand, third cards included, loses the wager.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And an "element-bonus" wager of <stake>
      When the coup is dealt
      Then the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And the "element-bonus" wager <outcome>

      Examples:
        | case                    | cards | shoe                        | player      | banker      | stake | outcome     | pays      |
        | all Water               | 4     | 9Wa 2Wa TWa 5Wa 3Go         | 9Wa TWa     | 2Wa 5Wa     | 100   | wins 5000   | 50 to 1   |
        | all Water               | 4     | 9Wa 2Wa TWa 5Wa 3Go         | 9Wa TWa     | 2Wa 5Wa     | 7     | wins 350    | 50 to 1   |
        | one Fire card           | 4     | 9Wa 2Wa TWa 5Fi 3Go         | 9Wa TWa     | 2Wa 5Fi     | 100   | loses       | nothing   |
        | all Gold, Banker draws  | 5     | 6Go 3Go TGo LGo 4Go 9Wa     | 6Go TGo     | 3Go LGo 4Go | 100   | wins 50000  | 500 to 1  |
        | all Earth, Player draws | 5     | TEa 7Ea 3Ea LEa 2Ea 9Wa     | TEa 3Ea 2Ea | 7Ea LEa     | 3     | wins 1500   | 500 to 1  |
        | a Water third card      | 5     | 6Go 3Go TGo LGo 4Wa 9Wa     | 6Go TGo     | 3Go LGo 4Wa | 100   | loses       | nothing   |
        | all Wood                | 6     | AWo 2Wo 3Wo 4Wo 6Wo 5Wo 7Go | AWo 3Wo 6Wo | 2Wo 4Wo 5Wo | 100   | wins 500000 | 5000 to 1 |
        | all Wood                | 6     | AWo 2Wo 3Wo 4Wo 6Wo 5Wo 7Go | AWo 3Wo 6Wo | 2Wo 4Wo 5Wo | 7     | wins 35000  | 5000 to 1 |
        | an Earth sixth card     | 6     | AWo 2Wo 3Wo 4Wo 6Wo 5Ea 7Go | AWo 3Wo 6Wo | 2Wo 4Wo 5Ea | 100   | loses       | nothing   |

  Rule: 4.3 Tie Bonus is a fixed $3,000 for a Flaming 9's tie and $30,000 for a 6 Stars tie
    Settlement of wagers for "Tie Bonus" shall be as follows:
    Winning Bet    Pays
    "Tie" with "Flaming 9's"    \$3,000
    "Tie" with "6 Stars"    \$30,000

    @clause:mbs-6star-ncb-2017:4.3 @interpretation:5
    Scenario Outline: 4.3 The Tie Bonus for <kind> is a fixed <bonus> on a Tie stake of <stake>
      The Tie Bonus is an amount, not odds: a winning Tie wager gets its eight
      to one and, on top, 3,000 dollars (300,000 cents) when both hands are
      Flaming 9's or 30,000 dollars (3,000,000 cents) when both are 6 Stars,
      the same for a stake of one cent as for a stake of ten thousand dollars.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a "tie" wager of <stake>
      When the coup is dealt
      Then the winner is "tie"
      And the "tie" wager wins <win> including a Tie Bonus of <bonus>

      Examples:
        | kind        | shoe                        | stake     | win        | bonus     |
        | Flaming 9's | 9Fi TFi SFi 9Fi AGo         | 1         | 300,008    | 300,000   |
        | Flaming 9's | 9Fi TFi SFi 9Fi AGo         | 100       | 300,800    | 300,000   |
        | Flaming 9's | 9Fi TFi SFi 9Fi AGo         | 12345     | 398,760    | 300,000   |
        | Flaming 9's | 9Fi TFi SFi 9Fi AGo         | 1,000,000 | 8,300,000  | 300,000   |
        | 6 Stars     | SGo LWa LEa FWo FFi SWa 2Go | 1         | 3,000,008  | 3,000,000 |
        | 6 Stars     | SGo LWa LEa FWo FFi SWa 2Go | 100       | 3,000,800  | 3,000,000 |
        | 6 Stars     | SGo LWa LEa FWo FFi SWa 2Go | 12345     | 3,098,760  | 3,000,000 |
        | 6 Stars     | SGo LWa LEa FWo FFi SWa 2Go | 1,000,000 | 11,000,000 | 3,000,000 |
