Feature: Harbour Club Pairs Baccarat, section 4: wagers and settlement

  The pay table and how each wager is settled. Amounts are net wins in minor
  units; the stake comes back on top.

  @clause:harbour-pairs:4.1
  Rule: 4.1 The seven wagers are independent and may be combined
    Player, Banker, Tie, Player Pair, Banker Pair, Either Pair and Perfect Pair wagers are independent of one another and may be placed alone or together.

    @clause:harbour-pairs:4.1
    Scenario Outline: 4.1 The seven wagers on one round are each settled on their own (<case>)
      A wager on one of the seven does not change how another is settled:
      all seven on the same round each get their own result.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie", "player-pair", "banker-pair", "either-pair" and "perfect-pair"
      When the coup is dealt
      Then the winner is "banker"
      And the wagers settle as:
        | wager        | result | win    |
        | player       | lose   | 0      |
        | banker       | win    | 95     |
        | tie          | lose   | 0      |
        | player-pair  | win    | 1100   |
        | banker-pair  | <bp>   | <bpw>  |
        | either-pair  | win    | 500    |
        | perfect-pair | <pp>   | <ppw>  |

      Examples:
        | case                         | shoe              | bp   | bpw  | pp   | ppw  |
        | a Pair in each hand          | QH QS QD QC 5H 7D | win  | 1100 | lose | 0    |
        | a Player Perfect Pair        | 7S 2H 7S 3C KD 9H | lose | 0    | win  | 2500 |

  @clause:harbour-pairs:4.2
  Rule: 4.2 A winning Banker wager pays 0.95 to 1 (a 5% commission)
    A winning Banker wager is charged a commission of 5% of its win: it is paid 0.95 to 1.

    @clause:harbour-pairs:4.2
    Scenario Outline: 4.2 A winning Banker wager of <stake> is paid 0.95 to 1: <win>
      The 5% commission comes off the win: the Banker wager wins 19/20 of
      its stake.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "KH 9S QD KC"
      And a "banker" wager of <stake>
      When the coup is dealt
      Then the winner is "banker"
      And the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "19/20"

      Examples:
        | stake | win   |
        | 100   | 95    |
        | 20    | 19    |
        | 1000  | 950   |
        | 12340 | 11723 |

  @clause:harbour-pairs:4.3
  Rule: 4.3 Pays: Player 1 to 1; Banker 0.95 to 1; Tie 8 to 1; each Pair 11 to 1; Either Pair 5 to 1; Perfect Pair 25 to 1
    Winning wagers are paid at these odds:
    Wager          Wins when                                                        Pays
    Player         the Player hand wins                                             1 to 1
    Banker         the Banker hand wins                                             0.95 to 1
    Tie            the round is a Tie                                               8 to 1
    Player Pair    the Player hand's first two cards are a Pair                     11 to 1
    Banker Pair    the Banker hand's first two cards are a Pair                     11 to 1
    Either Pair    the first two cards of the Player hand, of the Banker hand,
    or of both, are a Pair                                           5 to 1
    Perfect Pair   the first two cards of the Player hand, of the Banker hand,
    or of both, are a Perfect Pair                                   25 to 1

    @clause:harbour-pairs:4.3
    Scenario Outline: 4.3 <wager> pays <pays> (<case>)
      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      When the coup is dealt
      Then the "<wager>" wager wins <win>
      And the odds applied to the "<wager>" wager are "<odds>"

      Examples:
        | wager        | pays      | case                  | shoe              | stake | win   | odds  |
        | player       | 1 to 1    | Player 9 against 7    | 2H 7S 3D KC 4S    | 100   | 100   | 1/1   |
        | banker       | 0.95 to 1 | a Banker 6            | KH 6S QD KC AC    | 100   | 95    | 19/20 |
        | tie          | 8 to 1    | 9 to 9                | 9H 9S KD KC       | 100   | 800   | 8/1   |
        | player-pair  | 11 to 1   | two 4s                | 4H 2S 4D 3C KS    | 100   | 1100  | 11/1  |
        | banker-pair  | 11 to 1   | two 9s                | 2S 9H 3C 9D       | 2500  | 27500 | 11/1  |
        | either-pair  | 5 to 1    | a Player Pair         | 4H 2S 4D 3C KS    | 100   | 500   | 5/1   |
        | either-pair  | 5 to 1    | a Banker Pair         | 2S 9H 3C 9D       | 7     | 35    | 5/1   |
        | perfect-pair | 25 to 1   | a Player Perfect Pair | 7S 2H 7S 3C KD 9H | 100   | 2500  | 25/1  |
        | perfect-pair | 25 to 1   | a Banker Perfect Pair | 2S 9H 3C 9H       | 40    | 1000  | 25/1  |

  @clause:harbour-pairs:4.4
  Rule: 4.4 Either Pair and Perfect Pair are paid once when both hands qualify
    An Either Pair or Perfect Pair wager is paid once, at the odds of rule 4.3, whether one hand or both hands qualify.

    @clause:harbour-pairs:4.4
    Scenario Outline: 4.4 <wager> is paid once when both hands qualify (<case>)
      Both hands' first two cards qualify, and the wager wins its odds once,
      not once for each hand.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the "<wager>" wager wins <win>

      Examples:
        | wager        | case                                | shoe              | win  |
        | either-pair  | a Pair of Queens in each hand        | QH QS QD QC 5H 7D | 500  |
        | either-pair  | two Perfect Pairs                    | 9H 4C 9H 4C       | 500  |
        | perfect-pair | two Perfect Pairs                    | 9H 4C 9H 4C       | 2500 |
        | perfect-pair | a Perfect Pair and a Pair            | QH 5D QH 5S KC KS | 2500 |

  @clause:harbour-pairs:4.5
  Rule: 4.5 The Pair wagers use only each hand's first two cards, whoever wins
    The Pair wagers are decided by the first two cards of each hand alone: a third card does not count, and they are settled whichever hand wins the round.

    @clause:harbour-pairs:4.5
    Scenario: 4.5 A third card that matches a hand's first card makes no Pair
      The Player's third card is the very card of its first, and the
      Banker's third is its first card again: the first two cards of each
      hand are no Pair, so every Pair wager loses.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "2H KS 3C QD 2H KS"
      And a wager of 100 on each of "player-pair", "banker-pair", "either-pair" and "perfect-pair"
      When the coup is dealt
      Then the Player hand is "2H 3C 2H" with total 7
      And the Banker hand is "KS QD KS" with total 0
      And the wagers settle as:
        | wager        | result |
        | player-pair  | lose   |
        | banker-pair  | lose   |
        | either-pair  | lose   |
        | perfect-pair | lose   |

    @clause:harbour-pairs:4.5
    Scenario Outline: 4.5 The "<wager>" wager wins whichever hand wins (<winner>)
      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the winner is "<winner>"
      And the "<wager>" wager wins 1100

      Examples:
        | wager       | shoe              | winner |
        | player-pair | 4H 2S 4D 3C KS    | player |
        | player-pair | 3H 9S 3D KC       | banker |
        | player-pair | 9H 4C 9H 4C       | tie    |
        | banker-pair | 9H 2S KD 2C       | player |
        | banker-pair | 2S 9H 3C 9D       | banker |
        | banker-pair | 9H 4C 9H 4C       | tie    |

  @clause:harbour-pairs:4.6
  Rule: 4.6 A Tie pushes Player and Banker
    On a Tie, Player and Banker wagers are a push: the stake is returned and nothing is won.

    @clause:harbour-pairs:4.6 @clause:harbour-pairs:1.3
    Scenario Outline: 4.6 A Tie pushes Player and Banker and pays the Tie wager (<case>)
      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker" and "tie"
      When the coup is dealt
      Then the winner is "tie"
      And the wagers settle as:
        | wager  | result | win | returned |
        | player | push   | 0   | 100      |
        | banker | push   | 0   | 100      |
        | tie    | win    | 800 | 100      |

      Examples:
        | case                  | shoe              |
        | two Natural 9s        | 9H 9S KD KC       |
        | 7 to 7, both on three | 2H 4S 3D KC 2C 3S |

  @clause:harbour-pairs:4.7
  Rule: 4.7 A payout is rounded down to the table's smallest unit
    A payout that is not a whole multiple of the table's smallest unit of payment is rounded down to one.

    @clause:harbour-pairs:4.7 @clause:harbour-pairs:4.2
    Scenario Outline: 4.7 A Banker win of 0.95 times <stake> is rounded down to <unit>: <win>
      Nineteen twentieths of the stake is paid only to the table's smallest
      unit of payment: what is left over is not paid.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "KH 9S QD KC"
      And a "banker" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the "banker" wager wins <win>
      And the odds applied to the "banker" wager are "19/20"

      Examples:
        | stake | unit | win  |
        | 7     | 1    | 6    |
        | 10    | 1    | 9    |
        | 101   | 1    | 95   |
        | 500   | 100  | 400  |
        | 1000  | 100  | 900  |
        | 20    | 5    | 15   |

    @clause:harbour-pairs:4.7
    Scenario Outline: 4.7 A whole payout is paid in full (<wager> <stake>, unit <unit>)
      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      And the table rounds payouts down to <unit>
      When the coup is dealt
      Then the "<wager>" wager wins <win>

      Examples:
        | wager       | shoe           | stake | unit | win  |
        | player      | 2H 7S 3D KC 4S | 1000  | 500  | 1000 |
        | either-pair | 4H 2S 4D 3C KS | 300   | 100  | 1500 |
        | banker      | KH 9S QD KC    | 2000  | 100  | 1900 |

  @clause:harbour-pairs:4.8
  Rule: 4.8 Any other wager loses
    A wager that is neither paid nor a push under rules 4.3 to 4.6 loses.

    @clause:harbour-pairs:4.8
    Scenario Outline: 4.8 The "<wager>" wager loses (<case>)
      A wager that no row of rule 4.3 pays and rule 4.6 does not push loses
      its stake.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the "<wager>" wager loses

      Examples:
        | wager        | case                   | shoe              |
        | banker       | the Player wins        | 2H 7S 3D KC 4S    |
        | player       | the Banker wins        | KH 9S QD KC       |
        | tie          | the Banker wins        | KH 9S QD KC       |
        | player-pair  | only the Banker pairs  | 2S 9H 3C 9D       |
        | either-pair  | no Pair                | 2H 7S 3D KC 4S    |
        | perfect-pair | Pairs of two suits     | QH QS QD QC 5H 7D |
