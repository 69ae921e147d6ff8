Feature: 6 Star No Commission Baccarat, section 5: irregularities

  A round in which something goes wrong with the cards is void: it has no
  result and every stake on it, side wagers included, is returned. Rounds
  already finished keep their results. In this game a card of a standard
  52-card deck is a foreign card, and a shoe of N decks holds N copies of
  each of the 65 cards.

  @clause:mbs-6star-ncb-2017:5.1 @clause:mbs-6star-ncb-2017:5.1.1
  Scenario Outline: 5.1.1 A foreign card dealt as <where> voids the round
    A card that does not belong to the game's decks (here a card of a
    standard deck in a shoe of 65-card decks) voids the round in progress:
    no result, and every wager is returned.

    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player", "banker", "tie", "player-pair", "banker-pair", "fortune-six" and "element-bonus"
    When the coup is dealt
    Then the round is void because "foreign-card"
    And the wagers settle as:
      | wager         | result |
      | player        | void   |
      | banker        | void   |
      | tie           | void   |
      | player-pair   | void   |
      | banker-pair   | void   |
      | fortune-six   | void   |
      | element-bonus | void   |

    Examples:
      | where                    | shoe                   |
      | the first card           | 9H 7Wa 3Go LEa 4Wo     |
      | the Banker's second card | 2Fi 7Wa 3Go KS 4Wo     |
      | the Player's third card  | 2Fi 7Wa 3Go LEa TD     |
      | the Banker's third card  | 2Fi 3Wa 3Go LEa 4Wo AC |

  @clause:mbs-6star-ncb-2017:5.1 @clause:mbs-6star-ncb-2017:5.1.1 @interpretation:13
  Scenario: 5.1.1 A foreign card the round does not reach does not void it
    Only a card that is dealt is found: a foreign card lying after the cards
    the round needs is not part of the round, which stands.

    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "AWa 9Wo 7Ea FGo 9H"
    And a "banker" wager of 100
    When the coup is dealt
    Then the round stands
    And the winner is "banker"
    And the "banker" wager wins 100
    And 4 cards are used

  @clause:mbs-6star-ncb-2017:5.1 @clause:mbs-6star-ncb-2017:5.1.1 @clause:mbs-6star-ncb-2017:5.1.2 @interpretation:14
  Scenario: 5.1.2 Rounds finished before a foreign card keep their results
    The foreign card voids only the round that deals it; the rounds before it
    in the same shoe stand and their wagers stay settled. The shoe is not
    dealt on once it is found faulty.

    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "AWa 9Wo 7Ea FGo 2Fi 7Wa 3Go LEa 4Wo 5Wa 6Go QH FEa 9Fi TFi 4Ea"
    And a wager of 100 on each of "banker" and "player"
    When the shoe is played
    Then 3 rounds are played
    And the shoe ends because "void"
    And 12 cards are used
    And in round 1, the winner is "banker"
    And in round 1, the "banker" wager wins 100
    And in round 1, the "player" wager loses
    And in round 2, the winner is "player"
    And in round 2, the "player" wager wins 100
    And in round 2, the "banker" wager loses
    And round 3 is void because "foreign-card"
    And in round 3, the "banker" wager is returned
    And in round 3, the "player" wager is returned

  @clause:mbs-6star-ncb-2017:5.1.1 @clause:mbs-6star-ncb-2017:5.1.2 @interpretation:13 @interpretation:14
  Scenario Outline: 5.1.2 With <decks> decks, a fifth Luk of Water in round 3 <outcome>
    Copies are counted over the whole shoe: four decks hold four Luks of
    Water, so the fifth one dealt is an extra card and voids its round,
    while the two rounds before it stand. Five decks hold five.

    Given the game "mbs-6star-ncb-2017" with <decks> decks
    And the shoe is "LWa 9Go LWa TGo LWa 9Ea LWa TEa LWa 9Wo 2Fi TWo"
    And a "banker" wager of 100
    When the shoe is played
    Then 3 rounds are played
    And the shoe ends because "<end>"
    And in round 1, the "banker" wager wins 100
    And in round 2, the "banker" wager wins 100
    And in round 3, the "banker" wager <round 3>

    Examples:
      | decks | outcome               | end       | round 3     |
      | 4     | is an extra card      | void      | is returned |
      | 5     | is a card of the shoe | exhausted | wins 100    |

  @clause:mbs-6star-ncb-2017:5.5 @interpretation:15
  Scenario Outline: 5.5 A shoe that runs out <when> voids the round
    A round the remaining cards cannot finish is void: no result, every
    wager returned, the side wagers too. The cards that were dealt stay in
    their hands.

    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player", "banker", "tie", "fortune-six" and "element-bonus"
    When the coup is dealt
    Then the round is void because "insufficient-cards"
    And the Player hand is "<player>"
    And the Banker hand is "<banker>"
    And <cards> cards are used
    And the wagers settle as:
      | wager         | result |
      | player        | void   |
      | banker        | void   |
      | tie           | void   |
      | fortune-six   | void   |
      | element-bonus | void   |

    Examples:
      | when                              | shoe                | player      | banker  | cards |
      | with no card at all               |                     |             |         | 0     |
      | after one card                    | 2Fi                 | 2Fi         |         | 1     |
      | in the initial deal               | 2Fi 7Wa 3Go         | 2Fi 3Go     | 7Wa     | 3     |
      | before the Player's third card    | 2Fi 7Wa 3Go LEa     | 2Fi 3Go     | 7Wa LEa | 4     |
      | before the Banker's third card    | 2Fi 3Wa 3Go LEa 4Wo | 2Fi 3Go 4Wo | 3Wa LEa | 5     |
      | with the cutting card as the last | 2Fi 7Wa 3Go LEa CUT | 2Fi 3Go     | 7Wa LEa | 5     |

  @clause:mbs-6star-ncb-2017:5.5
  Scenario: 5.5 Four cards are enough when there is a Natural
    A round needs only the cards the Table of Play asks for: with a Natural
    in the initial deal, four cards finish it.

    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "AWa 9Wo 7Ea FGo"
    And a "banker" wager of 100
    When the coup is dealt
    Then the round stands
    And the "banker" wager wins 100

  @clause:mbs-6star-ncb-2017:5.5 @interpretation:14
  Scenario: 5.5 A shoe that runs out in its last round voids only that round
    Given the game "mbs-6star-ncb-2017" with 8 decks
    And the shoe is "AWa 9Wo 7Ea FGo 2Fi 7Wa 3Go LEa"
    And a "banker" wager of 100
    When the shoe is played
    Then 2 rounds are played
    And the shoe ends because "void"
    And in round 1, the "banker" wager wins 100
    And round 2 is void because "insufficient-cards"
    And in round 2, the "banker" wager is returned
