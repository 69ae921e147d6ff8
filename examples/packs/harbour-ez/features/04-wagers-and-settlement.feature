Feature: Harbour Club EZ Baccarat, section 4: wagers and settlement

  The pay table and how each wager is settled. Amounts are net wins in minor
  units; the stake comes back on top.

  @clause:harbour-ez:4.1
  Rule: 4.1 Player, Banker, Tie, Dragon 7 and Panda 8 are independent and may be combined
    Player, Banker, Tie, Dragon 7 and Panda 8 wagers are independent of one another and may be placed alone or together.

    @clause:harbour-ez:4.1
    Scenario Outline: 4.1 The five wagers on one round are each settled on their own (<case>)
      A wager on one of the five does not change how another is settled:
      all five on the same round each get their own result.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie", "dragon-7" and "panda-8"
      When the coup is dealt
      Then the winner is "<winner>"
      And the wagers settle as:
        | wager    | result   | win   |
        | player   | <player> | <pw>  |
        | banker   | <banker> | 0     |
        | tie      | lose     | 0     |
        | dragon-7 | <dragon> | <dw>  |
        | panda-8  | <panda>  | <aw>  |

      Examples:
        | case     | shoe                 | winner | player | pw  | banker | dragon | dw   | panda | aw   |
        | Dragon 7 | 6H 2S KD 3C 2D 9S    | banker | lose   | 0   | push   | win    | 4000 | lose  | 0    |
        | Panda 8  | AH KS 2H 5D 5C 2S 9C | player | win    | 100 | lose   | lose   | 0    | win   | 2500 |

  @clause:harbour-ez:4.2
  Rule: 4.2 No commission: a winning Banker wager is paid in full
    No commission is charged on any winning wager.

    @clause:harbour-ez:4.2
    Scenario Outline: 4.2 A Banker win of <bt> on <n> cards is paid in full: <stake> wins <stake>
      No commission is taken: a winning Banker wager that is no Dragon 7
      wins its whole stake, odd stakes and a winning 6 included.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of <stake>
      When the coup is dealt
      Then the Banker total is <bt>
      And the winner is "banker"
      And the "banker" wager wins <stake>
      And the odds applied to the "banker" wager are "1/1"

      Examples:
        | bt | n | shoe              | stake |
        | 6  | 2 | KH 6S QD KC AC    | 100   |
        | 9  | 2 | KH 9S QD KC       | 7     |
        | 6  | 3 | 5H 6S KD QC 6D TS | 12345 |

  @clause:harbour-ez:4.3
  Rule: 4.3 Pays: Player 1 to 1; Banker 1 to 1 but not on a Dragon 7; Tie 8 to 1; Dragon 7 40 to 1; Panda 8 25 to 1
    Winning wagers are paid at these odds:
    Wager       Wins when                                       Pays
    Player      the Player hand wins                            1 to 1
    Banker      the Banker hand wins, except with a Dragon 7    1 to 1
    Tie         the round is a Tie                              8 to 1
    Dragon 7    the Banker hand wins with a Dragon 7            40 to 1
    Panda 8     the Player hand wins with a Panda 8             25 to 1

    @clause:harbour-ez:4.3
    Scenario Outline: 4.3 <wager> pays <pays> (<case>)
      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of <stake>
      When the coup is dealt
      Then the winner is "<winner>"
      And the "<wager>" wager wins <win>
      And the odds applied to the "<wager>" wager are "<odds>"

      Examples:
        | wager    | pays    | case                 | shoe                 | winner | stake | win  | odds |
        | player   | 1 to 1  | Player 9 against 7   | 2H 7S 3D KC 4S       | player | 100   | 100  | 1/1  |
        | banker   | 1 to 1  | a three-card 9       | KH 4S QD KC 5C 5S    | banker | 100   | 100  | 1/1  |
        | banker   | 1 to 1  | a three-card 8       | KH 3S QD KC 2C 5D    | banker | 100   | 100  | 1/1  |
        | tie      | 8 to 1  | 7 to 7               | 2H 4S 3D KC 2C 3S    | tie    | 100   | 800  | 8/1  |
        | dragon-7 | 40 to 1 | Player stood on 6    | 6H 2S KD 3C 2D 9S    | banker | 100   | 4000 | 40/1 |
        | dragon-7 | 40 to 1 | Player drew to 1     | TH 8S 2C 5C 9D 4H    | banker | 5     | 200  | 40/1 |
        | panda-8  | 25 to 1 | against a three-card 7 | AH KS 2H 5D 5C 2S 9C | player | 100   | 2500 | 25/1 |
        | panda-8  | 25 to 1 | against a two-card 7 | KH 7C 3D QS 5S 9H    | player | 3     | 75   | 25/1 |

  @clause:harbour-ez:4.4
  Rule: 4.4 A Banker win with a Dragon 7 pushes the Banker wager
    A Banker wager is a push when the Banker hand wins with a Dragon 7: the stake is returned and nothing is won.

    @clause:harbour-ez:4.4 @clause:harbour-ez:1.4
    Scenario Outline: 4.4 A Banker win with a Dragon 7 pushes the Banker wager (<shoe>)
      The Banker hand wins, but with three cards totalling 7: the Banker
      wager neither wins nor loses, its stake comes back, and the Player
      wager loses.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "banker" and "player"
      When the coup is dealt
      Then the Banker hand is "<banker>" with total 7
      And the winner is "banker"
      And the "banker" wager pushes
      And the "player" wager loses

      Examples:
        | shoe              | banker   |
        | 6H 2S KD 3C 2D 9S | 2S 3C 2D |
        | KH 3S QD KC 2C 4D | 3S KC 4D |
        | TH 8S 2C 5C 9D 4H | 8S 5C 4H |

  @clause:harbour-ez:4.5
  Rule: 4.5 A Tie pushes Player and Banker
    On a Tie, Player and Banker wagers are a push.

    @clause:harbour-ez:4.5 @clause:harbour-ez:1.3
    Scenario Outline: 4.5 A Tie pushes Player and Banker and pays the Tie wager (<case>)
      On a Tie the Player and Banker wagers come back untouched, a Banker
      three-card 7 included (it did not win), and the Tie wager wins.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie" and "dragon-7"
      When the coup is dealt
      Then the winner is "tie"
      And the wagers settle as:
        | wager    | result | win |
        | player   | push   | 0   |
        | banker   | push   | 0   |
        | tie      | win    | 800 |
        | dragon-7 | lose   | 0   |

      Examples:
        | case                    | shoe              |
        | two Natural 9s          | 9H 9S KD KC       |
        | 7 to 7, both on three   | 2H 4S 3D KC 2C 3S |
        | Banker three-card 7 ties | 7H 2S KD 3C 2D   |

  @clause:harbour-ez:4.6
  Rule: 4.6 Any other wager loses
    A wager that is neither paid nor a push under rules 4.3 to 4.5 loses.

    @clause:harbour-ez:4.6
    Scenario Outline: 4.6 The "<wager>" wager loses (<case>)
      A wager that no row of rule 4.3 pays and rules 4.4 and 4.5 do not
      push loses its stake.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the winner is "<winner>"
      And the "<wager>" wager loses

      Examples:
        | wager    | case                           | shoe                 | winner |
        | banker   | the Player wins                | 2H 7S 3D KC 4S       | player |
        | player   | the Banker wins                | 6H 7S KD KC 9S       | banker |
        | player   | the Banker wins with a Dragon 7 | 6H 2S KD 3C 2D 9S   | banker |
        | tie      | the Player wins                | 2H 7S 3D KC 4S       | player |
        | dragon-7 | a two-card Banker 7 wins       | 6H 7S KD KC 9S       | banker |
        | dragon-7 | a three-card Banker 7 loses    | AH KS 2H 5D 5C 2S 9C | player |
        | panda-8  | a Player Natural 8 wins        | AD 5S 7H 5C 5C 2D    | player |
        | panda-8  | a three-card Player 8 loses    | AH KS 2H 5D 5C 4S    | banker |
