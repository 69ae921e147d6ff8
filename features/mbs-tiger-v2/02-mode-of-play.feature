Feature: Tiger Baccarat v2, section 2: mode of play

  The game is dealt from a shoe of four to ten standard 52-card decks
  without jokers, and its layout has playing areas for eight wagers: Banker,
  Player, Tie, Tiger, Big Tiger, Small Tiger, Tiger Pair and Tiger Tie. It
  offers those and no other.

  Rule: 2.1 Played with four to ten 52-card decks, no jokers, all backs alike
    The game of Tiger Baccarat shall be played with four to ten decks of
    cards, with each deck having 52 cards without jokers and with backs of
    the same colour and design.

    @clause:mbs-tiger-v2:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is allowed
      Any number of decks from four to ten is a shoe the rules allow: the
      engine deals from it.

      Given the game "mbs-tiger-v2" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S 9D"
      And a "player" wager of 100
      When the coup is dealt
      Then the round stands
      And the winner is "player"
      And the "player" wager wins 100

      Examples:
        | decks |
        | 4     |
        | 5     |
        | 6     |
        | 7     |
        | 8     |
        | 9     |
        | 10    |

    @clause:mbs-tiger-v2:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is refused
      Fewer than four decks or more than ten is not a shoe the rules allow:
      the engine must refuse the request as invalid instead of dealing.

      Given the game "mbs-tiger-v2" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S 9D"
      And a "banker" wager of 100
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | decks |
        | 0     |
        | 1     |
        | 3     |
        | 11    |
        | 12    |

    @clause:mbs-tiger-v2:2.1
    Scenario Outline: 2.1 A joker or a token that is not a card is refused (<shoe>)
      The decks have no jokers, and a shoe is written only in the kit's card
      notation: anything else is refused as invalid, not dealt.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | shoe              |
        | 2H 7S JOKER KC 4S |
        | 2H 7S 3D KC 1S    |
        | 2H 7S 3X KC 4S    |
        | 2H 7S 3D KC 4S ZZ |

    @clause:mbs-tiger-v2:2.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:13
    Scenario Outline: 2.1 A card of another deck type is not one of the 52: it voids the round (<card>)
      The decks are standard 52-card decks, so a 6 Star card is a card that
      does not belong to them: the round in which it is dealt is void and
      every stake is returned.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "2H 7S <card> KC 4S 9D"
      And a wager of 100 on each of "player" and "tiger"
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the "player" wager is returned
      And the "tiger" wager is returned

      Examples:
        | card |
        | 3Fi  |
        | TWa  |
        | SGo  |

    @clause:mbs-tiger-v2:2.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:13
    Scenario Outline: 2.1 Each deck holds each card once: with <decks> decks, five Aces of Spades <outcome>
      A shoe of N decks holds N copies of each card. Dealing one copy more
      than that is dealing an extra card, which voids the round; with five
      decks the fifth Ace of Spades is an ordinary card (Player 3 against
      Banker 4 here).

      Given the game "mbs-tiger-v2" with <decks> decks
      And the shoe is "AS AS AS AS AS 2S 9D"
      And a "banker" wager of 100
      When the coup is dealt
      Then the "banker" wager <banker>

      Examples:
        | decks | outcome                       | banker      |
        | 4     | void the round                | is returned |
        | 5     | are five cards the shoe holds | wins 95     |

    @clause:mbs-tiger-v2:2.1 @interpretation:13
    Scenario: 2.1 In a 4-deck shoe the fifth Ace of Spades is an extra card
      Four decks hold four Aces of Spades: the fifth one dealt is an extra
      card. The first four are ordinary cards of the shoe.

      Given the game "mbs-tiger-v2" with 4 decks
      And the shoe is "AS AS AS AS AS 2S 9D"
      When the coup is dealt
      Then the round is void because "extra-card"

    @clause:mbs-tiger-v2:2.1 @clause:mbs-tiger-v2:3.22 @interpretation:12
    Scenario: 2.1 Every one of the 52 cards of a deck is a card of the game
      A whole shuffled deck, with the cutting card near its end, is played
      round after round: none of its 52 cards is foreign, every round stands,
      and the shoe ends with the round in which the cutting card came out
      (here after the Player's first two cards; the round is completed).

      Given the game "mbs-tiger-v2" with 4 decks
      And the shoe is:
        """
        2C 6D KS AC 3H 3C 9C TD 5H TC KC 8D 7H TS AH 4S 3S JS 6C QC 6H QS 3D
        2S JH 8C 4C KD TH 7C AS QH 9D 9S QD 9H 7S 4D 2H 8H 5D 5S 4H AD 6S 5C
        CUT 2D 8S JD KH 7D JC
        """
      And a wager of 100 on each of "banker" and "tiger"
      When the shoe is played
      Then 10 rounds are played
      And the shoe ends because "cut-card"
      And 48 cards are used
      And in round 1, the winner is "banker"
      And in round 2, the winner is "banker"
      And in round 3, the winner is "banker"
      And in round 4, the Banker hand is "4S JS QC" with total 4
      And in round 5, the winner is "player"
      And in round 6, the winner is "banker"
      And in round 7, the winner is "banker"
      And in round 8, the winner is "player"
      And in round 9, the winner is "tie"
      And in round 9, the "banker" wager pushes
      And in round 10, the Player hand is "4H 6S 2D" with total 2
      And in round 10, the Banker hand is "AD 5C" with total 6
      And in round 10, the cutting card was met
      And in round 10, the "banker" wager wins 95
      And in round 10, the "tiger" wager wins 1200

  Rule: 2.2 The table layout follows appendices A to G and has the playing areas listed below
    The layout for this game is as shown in Appendix "A", "B", "C", "D",
    "E", "F" and "G" with:

    # Procedural: the layout drawings are artwork; the wagers they offer are checked under the sub-clauses

  Rule: 2.2.1 The layout has Banker playing areas: the game offers the Banker wager
    Playing areas for the placement of "Banker" wagers;

    @clause:mbs-tiger-v2:2.2.1 @clause:mbs-tiger-v2:2.2.2 @clause:mbs-tiger-v2:2.2.3 @clause:mbs-tiger-v2:2.2.4 @clause:mbs-tiger-v2:2.2.5 @clause:mbs-tiger-v2:2.2.6 @clause:mbs-tiger-v2:2.2.7 @clause:mbs-tiger-v2:2.2.8
    Scenario Outline: 2.2.1-2.2.8 The layout has no "<wager>" area
      The layout's playing areas are the eight listed in 2.2.1 to 2.2.8 and no
      other: a wager of another game is not offered and must be refused as
      invalid.

      Given the game "mbs-tiger-v2" with 8 decks
      Then the game does not offer the "<wager>" wager

      Examples:
        | wager                |
        | player-pair          |
        | banker-pair          |
        | fortune-six          |
        | super-six            |
        | element-bonus        |
        | player-dragon-bonus  |
        | banker-dragon-bonus  |
        | player-fabulous-4    |
        | banker-fabulous-4    |
        | player-precious-pair |
        | banker-precious-pair |

    Scenario Outline: 2.2.1-2.2.8 The layout offers the "<wager>" wager
      Each of the eight playing areas of the layout is a wager the game
      takes: Banker (2.2.1), Player (2.2.2), Tie (2.2.3), Tiger (2.2.4), Big
      Tiger (2.2.5), Small Tiger (2.2.6), Tiger Pair (2.2.7) and Tiger Tie
      (2.2.8).

      Given the game "mbs-tiger-v2" with 8 decks
      Then the game offers the "<wager>" wager

      @clause:mbs-tiger-v2:2.2.1
      Examples: 2.2.1
        | wager  |
        | banker |

      @clause:mbs-tiger-v2:2.2.2
      Examples: 2.2.2
        | wager  |
        | player |

      @clause:mbs-tiger-v2:2.2.3
      Examples: 2.2.3
        | wager |
        | tie   |

      @clause:mbs-tiger-v2:2.2.4
      Examples: 2.2.4
        | wager |
        | tiger |

      @clause:mbs-tiger-v2:2.2.5
      Examples: 2.2.5
        | wager     |
        | big-tiger |

      @clause:mbs-tiger-v2:2.2.6
      Examples: 2.2.6
        | wager       |
        | small-tiger |

      @clause:mbs-tiger-v2:2.2.7
      Examples: 2.2.7
        | wager      |
        | tiger-pair |

      @clause:mbs-tiger-v2:2.2.8
      Examples: 2.2.8
        | wager     |
        | tiger-tie |

  Rule: 2.2.2 The layout has Player playing areas: the game offers the Player wager
    Playing areas for the placement of "Player" wagers;

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:2.2.2 under other rules.

  Rule: 2.2.3 The layout has Tie playing areas: the game offers the Tie wager
    Playing areas for the placement of "Tie" wagers;

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:2.2.3 under other rules.

  Rule: 2.2.4 The layout has Tiger playing areas: the game offers the Tiger wager
    Playing areas for the placement of "Tiger" wagers;

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:2.2.4 under other rules.

  Rule: 2.2.5 The layout has Big Tiger playing areas: the game offers the Big Tiger wager
    Playing areas for the placement of "Big Tiger" wagers;

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:2.2.5 under other rules.

  Rule: 2.2.6 The layout has Small Tiger playing areas: the game offers the Small Tiger wager
    Playing areas for the placement of "Small Tiger" wagers;

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:2.2.6 under other rules.

  Rule: 2.2.7 The layout has Tiger Pair playing areas: the game offers the Tiger Pair wager
    Playing areas for the placement of "Tiger Pair" wagers; and

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:2.2.7 under other rules.

  Rule: 2.2.8 The layout has Tiger Tie playing areas: the game offers the Tiger Tie wager
    Playing areas for the placement of "Tiger Tie" wagers.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:2.2.8 under other rules.
