Feature: Tiger Baccarat v2, section 5: irregularities

  A round in which something is wrong with the cards is void: it has no
  result and every stake on it is returned, while rounds already finished
  keep their results. The first part of this file checks that with dealt
  coups and shoes: a card that does not belong to the decks, a card dealt
  more often than the decks hold it, a shoe too short to finish the round.

  The second part drives the table lifecycle (the engine's table
  capability): wagers after "No more bets", cards drawn together, a reset of
  the dealing device, wagers under the minimum or over the maximum, a power
  failure with and without an established outcome, and the table
  differential.

  @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1
  Scenario Outline: 5.1.1 A card that does not belong to the decks, dealt as <where>, voids the round
    A card foreign to the decks in use (here a 6 Star card in a shoe of
    standard decks) voids the round in progress: no result, and every wager
    is returned, whatever it would have won.

    Given the game "mbs-tiger-v2" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player", "banker", "tie", "tiger", "small-tiger", "big-tiger", "tiger-pair" and "tiger-tie"
    When the coup is dealt
    Then the round is void because "foreign-card"
    And the wagers settle as:
      | wager       | result |
      | player      | void   |
      | banker      | void   |
      | tie         | void   |
      | tiger       | void   |
      | small-tiger | void   |
      | big-tiger   | void   |
      | tiger-pair  | void   |
      | tiger-tie   | void   |

    Examples:
      | where                    | shoe                   |
      | the first card           | 9Fi 7S 3D KC 4S 9D     |
      | the Banker's second card | 2H 7S 3D SFi 4S 9D     |
      | the Player's third card  | 2H 7S 3D KC LWa 9D     |
      | the Banker's third card  | 2H 3S 3D KC 4S 9Fi 9D  |
      | the card after a CUT     | 7S 3H 7D 3C CUT 6Wa TS |

  @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:13
  Scenario Outline: 5.1.1 A card dealt once more than <decks> decks hold it is an extra card and voids the round
    Each deck holds each card once. The copy of a card beyond what the shoe's
    decks hold is an extra card, and the round that deals it is void.

    Given the game "mbs-tiger-v2" with <decks> decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "banker" and "tiger-pair"
    When the coup is dealt
    Then the round is void because "extra-card"
    And the "banker" wager is returned
    And the "tiger-pair" wager is returned

    Examples:
      | decks | shoe                    |
      | 4     | QH QH QH QH QH 7D 2C    |
      | 5     | 2S 2S 2S 2S 2S 2S 5D 9H |

  @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:17
  Scenario Outline: 5.1.1 The <kind> card that voids the round is shown where it was dealt (<where>)
    Dealing stops at the card that voids the round: it is shown in the hand
    it was dealt to, and it counts among the cards used (interpretation 17).

    Given the game "mbs-tiger-v2" with <decks> decks
    And the shoe is "<shoe>"
    And a "banker" wager of 100
    When the coup is dealt
    Then the round is void because "<reason>"
    And the Player hand is "<player>"
    And the Banker hand is "<banker>"
    And <cards> cards are used

    Examples:
      | kind    | where                    | decks | shoe                 | reason       | player    | banker | cards |
      | foreign | the Player's third card  | 8     | 2H 7S 3D KC LWa 9D   | foreign-card | 2H 3D LWa | 7S KC  | 5     |
      | foreign | the Banker's second card | 8     | 2H 7S 3D SFi 4S 9D   | foreign-card | 2H 3D     | 7S SFi | 4     |
      | extra   | the Player's third card  | 4     | QH QH QH QH QH 7D 2C | extra-card   | QH QH QH  | QH QH  | 5     |

  @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:13
  Scenario: 5.1.1 A foreign card the round does not reach does not void it
    Only a card that is dealt is found: a foreign card lying after the cards
    the round needs is not part of the round, which stands.

    Given the game "mbs-tiger-v2" with 8 decks
    And the shoe is "AH 9S 7D KC 9Fi"
    And a "banker" wager of 100
    When the coup is dealt
    Then the round stands
    And the winner is "banker"
    And the "banker" wager wins 95
    And 4 cards are used

  @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @clause:mbs-tiger-v2:5.1.2 @interpretation:14
  Scenario: 5.1.2 Rounds finished before a foreign card keep their results
    The foreign card voids only the round that deals it; the rounds before
    it in the same shoe stand and their wagers stay settled. The shoe is not
    dealt on once it is found faulty.

    Given the game "mbs-tiger-v2" with 8 decks
    And the shoe is "AH 9S 7D KC 2H 7S 3D KC 4S 5H 6S 9Fi KD QC 6D TS"
    And a wager of 100 on each of "banker" and "player"
    When the shoe is played
    Then 3 rounds are played
    And the shoe ends because "void"
    And 12 cards are used
    And in round 1, the winner is "banker"
    And in round 1, the "banker" wager wins 95
    And in round 1, the "player" wager loses
    And in round 2, the winner is "player"
    And in round 2, the "player" wager wins 100
    And in round 2, the "banker" wager loses
    And round 3 is void because "foreign-card"
    And in round 3, the "banker" wager is returned
    And in round 3, the "player" wager is returned

  @clause:mbs-tiger-v2:5.1.1 @clause:mbs-tiger-v2:5.1.2 @interpretation:13 @interpretation:14
  Scenario Outline: 5.1.2 With <decks> decks, a fifth Ace of Spades in round 3 <outcome>
    Copies are counted over the whole shoe, not round by round: four decks
    hold four Aces of Spades, so the fifth one dealt is an extra card and
    voids its round, while the two rounds before it stand. Five decks hold
    five.

    Given the game "mbs-tiger-v2" with <decks> decks
    And the shoe is "AS 9S AS KC AS 9D AS KD AS 9H 2C KH"
    And a "banker" wager of 100
    When the shoe is played
    Then 3 rounds are played
    And the shoe ends because "<end>"
    And in round 1, the "banker" wager wins 95
    And in round 2, the "banker" wager wins 95
    And in round 3, the "banker" wager <round 3>

    Examples:
      | decks | outcome               | end       | round 3     |
      | 4     | is an extra card      | void      | is returned |
      | 5     | is a card of the shoe | exhausted | wins 95     |

  @clause:mbs-tiger-v2:5.3 @interpretation:15
  Scenario Outline: 5.3 A shoe that runs out <when> voids the round
    A round that the cards left in the dealing device cannot finish is
    void: no result, every wager returned. The cards that were dealt stay
    in their hands.

    Given the game "mbs-tiger-v2" with 8 decks
    And the shoe is "<shoe>"
    And a wager of 100 on each of "player", "banker", "tie" and "tiger"
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
      | tiger  | void   |

    Examples:
      | when                              | shoe            | player   | banker | cards |
      | with no card at all               |                 |          |        | 0     |
      | after one card                    | 2H              | 2H       |        | 1     |
      | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
      | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
      | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
      | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |

  @clause:mbs-tiger-v2:5.3
  Scenario: 5.3 Four cards are enough when there is a Natural
    A round needs only the cards the Table of Play asks for: with a Natural
    in the initial deal, four cards finish it.

    Given the game "mbs-tiger-v2" with 8 decks
    And the shoe is "AH 9S 7D KC"
    And a "banker" wager of 100
    When the coup is dealt
    Then the round stands
    And the "banker" wager wins 95

  @clause:mbs-tiger-v2:5.3 @interpretation:14
  Scenario: 5.3 A shoe that runs out in its last round voids only that round
    Given the game "mbs-tiger-v2" with 8 decks
    And the shoe is "AH 9S 7D KC 2H 7S 3D KC"
    And a "banker" wager of 100
    When the shoe is played
    Then 2 rounds are played
    And the shoe ends because "void"
    And in round 1, the "banker" wager wins 95
    And round 2 is void because "insufficient-cards"
    And in round 2, the "banker" wager is returned
