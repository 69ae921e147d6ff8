Feature: Electronic Baccarat v4, section 5: irregularities and interruptions

  A round in which something goes wrong with the cards is void: it has no
  result and every stake on it is returned, while rounds already finished
  keep their results. The card faults are checked on single coups and on
  shoe runs; the betting window, cards drawn together, a disturbed dealing
  device and technical interruptions are checked through the table
  lifecycle. Every outline runs in each of the seven games.

  @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1
  Scenario Outline: 5.1.1 A foreign card dealt as <where> voids the round (<game>)
    A card that does not belong to the decks in use (here a 6 Star card in a
    shoe of standard decks) voids the round in progress: no result, and every
    wager is returned.

    Given the game "<game>" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player", "banker", "tie", "player-precious-pair" and "banker-precious-pair"
    When the coup is dealt
    Then the round is void because "foreign-card"
    And the wagers settle as:
      | wager                | result |
      | player               | void   |
      | banker               | void   |
      | tie                  | void   |
      | player-precious-pair | void   |
      | banker-precious-pair | void   |

    Examples:
      | game                       | where                    | shoe               |
      | mbs-etg-v4-super-six-ncb   | the first card           | 9Fi 7S 3D KC 4S    |
      | mbs-etg-v4-super-six-ncb   | the Banker's second card | 2H 7S 3D SFi 4S    |
      | mbs-etg-v4-super-six-ncb   | the Player's third card  | 2H 7S 3D KC LWa    |
      | mbs-etg-v4-super-six-ncb   | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
      | mbs-etg-v4-fortune-six-ncb | the first card           | 9Fi 7S 3D KC 4S    |
      | mbs-etg-v4-fortune-six-ncb | the Banker's second card | 2H 7S 3D SFi 4S    |
      | mbs-etg-v4-fortune-six-ncb | the Player's third card  | 2H 7S 3D KC LWa    |
      | mbs-etg-v4-fortune-six-ncb | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
      | mbs-etg-v4-super-6-ncb     | the first card           | 9Fi 7S 3D KC 4S    |
      | mbs-etg-v4-super-6-ncb     | the Banker's second card | 2H 7S 3D SFi 4S    |
      | mbs-etg-v4-super-6-ncb     | the Player's third card  | 2H 7S 3D KC LWa    |
      | mbs-etg-v4-super-6-ncb     | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
      | mbs-etg-v4-ncb             | the first card           | 9Fi 7S 3D KC 4S    |
      | mbs-etg-v4-ncb             | the Banker's second card | 2H 7S 3D SFi 4S    |
      | mbs-etg-v4-ncb             | the Player's third card  | 2H 7S 3D KC LWa    |
      | mbs-etg-v4-ncb             | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
      | mbs-etg-v4-tiger           | the first card           | 9Fi 7S 3D KC 4S    |
      | mbs-etg-v4-tiger           | the Banker's second card | 2H 7S 3D SFi 4S    |
      | mbs-etg-v4-tiger           | the Player's third card  | 2H 7S 3D KC LWa    |
      | mbs-etg-v4-tiger           | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
      | mbs-etg-v4-tiger-ncb       | the first card           | 9Fi 7S 3D KC 4S    |
      | mbs-etg-v4-tiger-ncb       | the Banker's second card | 2H 7S 3D SFi 4S    |
      | mbs-etg-v4-tiger-ncb       | the Player's third card  | 2H 7S 3D KC LWa    |
      | mbs-etg-v4-tiger-ncb       | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
      | mbs-etg-v4-fabulous-4s     | the first card           | 9Fi 7S 3D KC 4S    |
      | mbs-etg-v4-fabulous-4s     | the Banker's second card | 2H 7S 3D SFi 4S    |
      | mbs-etg-v4-fabulous-4s     | the Player's third card  | 2H 7S 3D KC LWa    |
      | mbs-etg-v4-fabulous-4s     | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |

  @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1 @interpretation:13
  Scenario Outline: 5.1.1 A foreign card the round does not reach does not void it (<game>)
    Only a card that is dealt is found: a foreign card lying after the cards
    the round needs is not part of the round, which stands.

    Given the game "<game>" with 8 decks
    And the shoe is "AH 9S 7D KC 9Fi"
    And a "player" wager of 100
    When the coup is dealt
    Then the round stands
    And the winner is "banker"
    And the "player" wager loses
    And 4 cards are used

    Examples:
      | game                       |
      | mbs-etg-v4-super-six-ncb   |
      | mbs-etg-v4-fortune-six-ncb |
      | mbs-etg-v4-super-6-ncb     |
      | mbs-etg-v4-ncb             |
      | mbs-etg-v4-tiger           |
      | mbs-etg-v4-tiger-ncb       |
      | mbs-etg-v4-fabulous-4s     |

  @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1 @clause:mbs-etg-v4:5.1.2 @interpretation:14
  Scenario Outline: 5.1.2 Rounds finished before a foreign card keep their results (<game>)
    The foreign card voids only the round that deals it; the rounds before
    it in the same shoe stand and their wagers stay settled. The shoe is not
    dealt on once it is found faulty.

    Given the game "<game>" with 8 decks
    And the shoe is "AH 9S 7D KC 2H 7S 3D KC 4S 5H 6S 9Fi KD QC 6D TS"
    And a wager of 100 on each of "banker" and "player"
    When the shoe is played
    Then 3 rounds are played
    And the shoe ends because "void"
    And 12 cards are used
    And in round 1, the winner is "banker"
    And in round 1, the "banker" wager wins <banker 9 win>
    And in round 1, the "player" wager loses
    And in round 2, the winner is "player"
    And in round 2, the "player" wager wins 100
    And in round 2, the "banker" wager loses
    And round 3 is void because "foreign-card"
    And in round 3, the "banker" wager is returned
    And in round 3, the "player" wager is returned

    Examples:
      | game                       | banker 9 win |
      | mbs-etg-v4-super-six-ncb   | 100          |
      | mbs-etg-v4-fortune-six-ncb | 100          |
      | mbs-etg-v4-super-6-ncb     | 100          |
      | mbs-etg-v4-ncb             | 100          |
      | mbs-etg-v4-tiger           | 95           |
      | mbs-etg-v4-tiger-ncb       | 100          |
      | mbs-etg-v4-fabulous-4s     | 100          |

  @clause:mbs-etg-v4:5.1.1 @clause:mbs-etg-v4:5.1.2 @interpretation:13 @interpretation:14
  Scenario Outline: 5.1.2 With <decks> decks, a fifth Ace of Spades in round 3 <outcome> (<game>)
    Copies are counted over the whole shoe: four decks hold four Aces of
    Spades, so the fifth one dealt is an extra card and voids its round,
    while the two rounds before it stand. Five decks hold five.

    Given the game "<game>" with <decks> decks
    And the shoe is "AS 9S AS KC AS 9D AS KD AS 9H 2C KH"
    And a "player" wager of 100
    When the shoe is played
    Then 3 rounds are played
    And the shoe ends because "<end>"
    And in round 1, the "player" wager loses
    And in round 2, the "player" wager loses
    And in round 3, the "player" wager <round 3>

    Examples:
      | game                       | decks | outcome               | end       | round 3     |
      | mbs-etg-v4-super-six-ncb   | 4     | is an extra card      | void      | is returned |
      | mbs-etg-v4-super-six-ncb   | 5     | is a card of the shoe | exhausted | loses       |
      | mbs-etg-v4-fortune-six-ncb | 4     | is an extra card      | void      | is returned |
      | mbs-etg-v4-fortune-six-ncb | 5     | is a card of the shoe | exhausted | loses       |
      | mbs-etg-v4-super-6-ncb     | 4     | is an extra card      | void      | is returned |
      | mbs-etg-v4-super-6-ncb     | 5     | is a card of the shoe | exhausted | loses       |
      | mbs-etg-v4-ncb             | 4     | is an extra card      | void      | is returned |
      | mbs-etg-v4-ncb             | 5     | is a card of the shoe | exhausted | loses       |
      | mbs-etg-v4-tiger           | 4     | is an extra card      | void      | is returned |
      | mbs-etg-v4-tiger           | 5     | is a card of the shoe | exhausted | loses       |
      | mbs-etg-v4-tiger-ncb       | 4     | is an extra card      | void      | is returned |
      | mbs-etg-v4-tiger-ncb       | 5     | is a card of the shoe | exhausted | loses       |
      | mbs-etg-v4-fabulous-4s     | 4     | is an extra card      | void      | is returned |
      | mbs-etg-v4-fabulous-4s     | 5     | is a card of the shoe | exhausted | loses       |

  @clause:mbs-etg-v4:5.3 @interpretation:15
  Scenario Outline: 5.3 A dealing device that runs out <when> voids the round (<game>)
    A round the remaining cards cannot finish is void: no result, every
    wager returned. The cards that were dealt stay in their hands.

    Given the game "<game>" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player", "banker" and "tie"
    When the coup is dealt
    Then the round is void because "insufficient-cards"
    And the Player hand is "<player>"
    And the Banker hand is "<banker>"
    And <cards> cards are used
    And the wagers settle as:
      | wager  | result |
      | player | void   |
      | banker | void   |
      | tie    | void   |

    Examples:
      | game                       | when                              | shoe            | player   | banker | cards |
      | mbs-etg-v4-super-six-ncb   | with no card at all               |                 |          |        | 0     |
      | mbs-etg-v4-super-six-ncb   | after one card                    | 2H              | 2H       |        | 1     |
      | mbs-etg-v4-super-six-ncb   | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | mbs-etg-v4-super-six-ncb   | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | mbs-etg-v4-super-six-ncb   | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | mbs-etg-v4-super-six-ncb   | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
      | mbs-etg-v4-fortune-six-ncb | with no card at all               |                 |          |        | 0     |
      | mbs-etg-v4-fortune-six-ncb | after one card                    | 2H              | 2H       |        | 1     |
      | mbs-etg-v4-fortune-six-ncb | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | mbs-etg-v4-fortune-six-ncb | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | mbs-etg-v4-fortune-six-ncb | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | mbs-etg-v4-fortune-six-ncb | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
      | mbs-etg-v4-super-6-ncb     | with no card at all               |                 |          |        | 0     |
      | mbs-etg-v4-super-6-ncb     | after one card                    | 2H              | 2H       |        | 1     |
      | mbs-etg-v4-super-6-ncb     | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | mbs-etg-v4-super-6-ncb     | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | mbs-etg-v4-super-6-ncb     | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | mbs-etg-v4-super-6-ncb     | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
      | mbs-etg-v4-ncb             | with no card at all               |                 |          |        | 0     |
      | mbs-etg-v4-ncb             | after one card                    | 2H              | 2H       |        | 1     |
      | mbs-etg-v4-ncb             | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | mbs-etg-v4-ncb             | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | mbs-etg-v4-ncb             | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | mbs-etg-v4-ncb             | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
      | mbs-etg-v4-tiger           | with no card at all               |                 |          |        | 0     |
      | mbs-etg-v4-tiger           | after one card                    | 2H              | 2H       |        | 1     |
      | mbs-etg-v4-tiger           | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | mbs-etg-v4-tiger           | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | mbs-etg-v4-tiger           | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | mbs-etg-v4-tiger           | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
      | mbs-etg-v4-tiger-ncb       | with no card at all               |                 |          |        | 0     |
      | mbs-etg-v4-tiger-ncb       | after one card                    | 2H              | 2H       |        | 1     |
      | mbs-etg-v4-tiger-ncb       | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | mbs-etg-v4-tiger-ncb       | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | mbs-etg-v4-tiger-ncb       | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | mbs-etg-v4-tiger-ncb       | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
      | mbs-etg-v4-fabulous-4s     | with no card at all               |                 |          |        | 0     |
      | mbs-etg-v4-fabulous-4s     | after one card                    | 2H              | 2H       |        | 1     |
      | mbs-etg-v4-fabulous-4s     | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | mbs-etg-v4-fabulous-4s     | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | mbs-etg-v4-fabulous-4s     | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | mbs-etg-v4-fabulous-4s     | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |

  @clause:mbs-etg-v4:5.3
  Scenario Outline: 5.3 Four cards are enough when there is a Natural (<game>)
    A round needs only the cards the Table of Play asks for: with a Natural
    in the initial deal, four cards finish it.

    Given the game "<game>" with 8 decks
    And the shoe is "AH 9S 7D KC"
    And a "player" wager of 100
    When the coup is dealt
    Then the round stands
    And the "player" wager loses

    Examples:
      | game                       |
      | mbs-etg-v4-super-six-ncb   |
      | mbs-etg-v4-fortune-six-ncb |
      | mbs-etg-v4-super-6-ncb     |
      | mbs-etg-v4-ncb             |
      | mbs-etg-v4-tiger           |
      | mbs-etg-v4-tiger-ncb       |
      | mbs-etg-v4-fabulous-4s     |

  @clause:mbs-etg-v4:5.3 @interpretation:14
  Scenario Outline: 5.3 A shoe that runs out in its last round voids only that round (<game>)
    Given the game "<game>" with 8 decks
    And the shoe is "AH 9S 7D KC 2H 7S 3D KC"
    And a "player" wager of 100
    When the shoe is played
    Then 2 rounds are played
    And the shoe ends because "void"
    And in round 1, the "player" wager loses
    And round 2 is void because "insufficient-cards"
    And in round 2, the "player" wager is returned

    Examples:
      | game                       |
      | mbs-etg-v4-super-six-ncb   |
      | mbs-etg-v4-fortune-six-ncb |
      | mbs-etg-v4-super-6-ncb     |
      | mbs-etg-v4-ncb             |
      | mbs-etg-v4-tiger           |
      | mbs-etg-v4-tiger-ncb       |
      | mbs-etg-v4-fabulous-4s     |

