Feature: No Commission Baccarat v6, section 2: mode of play

  The game uses a shoe of four to ten standard 52-card decks without jokers,
  and its layout has betting areas for Banker, Player, Tie and the two Pair
  wagers, and for nothing else.

  Rule: 2.1 Played with four to ten 52-card decks, no jokers, all backs alike
    The game of No Commission Baccarat shall be played with four to ten
    decks of cards, with each deck having 52 cards without jokers and with
    backs of the same colour and design.

    @clause:mbs-ncb-v6:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is allowed
      Any number of decks from four to ten is a valid shoe: the engine deals
      from it.

      Given the game "mbs-ncb-v6" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S"
      When the coup is dealt
      Then the round stands
      And the winner is "player"

      Examples:
        | decks |
        | 4     |
        | 5     |
        | 6     |
        | 7     |
        | 8     |
        | 9     |
        | 10    |

    @clause:mbs-ncb-v6:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is refused
      Fewer than four or more than ten decks is not a shoe the rules allow: the
      engine must refuse the request as invalid rather than deal from it.

      Given the game "mbs-ncb-v6" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S"
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

    @clause:mbs-ncb-v6:2.1
    Scenario Outline: 2.1 A joker or a token that is not a card is refused (<shoe>)
      The decks have no jokers, and a shoe is written only with the kit's card
      notation: anything else is refused as invalid, not dealt.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | shoe              |
        | 2H 7S JOKER KC 4S |
        | 2H 7S 3D KC 1S    |
        | 2H 7S 3X KC 4S    |
        | 2H 7S 3D KC 4S ZZ |

    @clause:mbs-ncb-v6:2.1 @clause:mbs-ncb-v6:5.1.1 @interpretation:13
    Scenario Outline: 2.1 A card of another deck type is not one of the 52: it voids the round (<card>)
      The decks are standard 52-card decks, so a 6 Star card is a foreign card:
      the round in which it is dealt is void and every stake is returned.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "2H 7S <card> KC 4S"
      And a "player" wager of 100
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the "player" wager is returned

      Examples:
        | card |
        | 3Fi  |
        | TWa  |
        | SGo  |

    @clause:mbs-ncb-v6:2.1 @clause:mbs-ncb-v6:5.1.1 @interpretation:13
    Scenario Outline: 2.1 Each deck holds each card once: with <decks> decks, five Aces of Spades <outcome>
      A shoe of N decks holds N copies of each card. Dealing one copy more than
      that is dealing an extra card, which voids the round.

      Given the game "mbs-ncb-v6" with <decks> decks
      And the shoe is "AS AS AS AS AS 2S"
      And a "banker" wager of 100
      When the coup is dealt
      Then the "banker" wager <banker>

      @interpretation:18
      Examples: the shoe holds four
        | decks | outcome                       | banker      |
        | 4     | void the round                | is returned |

      Examples: the shoe holds five
        | decks | outcome                       | banker      |
        | 5     | are five cards the shoe holds | wins 100    |

    @clause:mbs-ncb-v6:2.1 @interpretation:13 @interpretation:18
    Scenario: 2.1 In a 4-deck shoe the fifth Ace of Spades is an extra card
      Four decks hold four Aces of Spades: the fifth one dealt is an extra card.
      The first four are ordinary cards of the shoe.

      Given the game "mbs-ncb-v6" with 4 decks
      And the shoe is "AS AS AS AS AS 2S"
      When the coup is dealt
      Then the round is void because "extra-card"

    @clause:mbs-ncb-v6:2.1 @interpretation:12
    Scenario: 2.1 Every one of the 52 cards of a deck is a card of the game
      A whole shuffled deck, with the cutting card near its end, is played
      round after round: none of its 52 cards is foreign, every round stands,
      and the shoe ends with the round in which the cutting card came out.

      Given the game "mbs-ncb-v6" with 4 decks
      And the shoe is:
        """
        AC 3C 8D KH 7H TS TC 5S 4H 4C 2H 7S 9H KC TD 2C 6H 9C KS 2S QC AH JC
        2D 5C 8H 8S 6D 4D 6S JD 3H QD KD QH 9D 6C AS 3D TH QS 7C JS 9S CUT 3S
        AD JH 5D 7D 8C 4S 5H
        """
      And a "banker" wager of 100
      When the shoe is played
      Then 9 rounds are played
      And the shoe ends because "cut-card"
      And 46 cards are used
      And in round 1, the winner is "player"
      And in round 2, the winner is "banker"
      And in round 3, the winner is "tie"
      And in round 4, the Banker hand is "6H KS" with total 6
      And in round 4, the "banker" wager wins 50
      And in round 5, the winner is "player"
      And in round 6, the winner is "banker"
      And in round 7, the winner is "banker"
      And in round 8, the winner is "player"
      And in round 9, the Player hand is "QS JS 3S" with total 3
      And in round 9, the cutting card was met
      And in round 9, the winner is "banker"

  Rule: 2.2 The table layout follows diagrams A to F and has the betting areas listed below
    The layout for this game is as shown in Diagram "A", "B", "C", "D", "E"
    and "F" with:

    # Procedural: the layout drawings are artwork; the wagers they offer are checked under the sub-clauses

  Rule: 2.2.1 The layout has Banker betting areas: the game offers the Banker wager
    Betting areas for the placement of "Banker" wagers;

    @clause:mbs-ncb-v6:2.2.1 @clause:mbs-ncb-v6:2.2.2 @clause:mbs-ncb-v6:2.2.3 @clause:mbs-ncb-v6:2.2.4
    Scenario Outline: 2.2.1-2.2.4 The layout offers the "<wager>" wager
      The layout has betting areas for Banker (2.2.1), Player (2.2.2), Tie
      (2.2.3) and the Pair wagers (2.2.4): the game takes each of them.

      Given the game "mbs-ncb-v6" with 8 decks
      Then the game offers the "<wager>" wager

      Examples:
        | wager       |
        | banker      |
        | player      |
        | tie         |
        | player-pair |
        | banker-pair |

    @clause:mbs-ncb-v6:2.2.1 @clause:mbs-ncb-v6:2.2.2 @clause:mbs-ncb-v6:2.2.3 @clause:mbs-ncb-v6:2.2.4
    Scenario Outline: 2.2.1-2.2.4 The layout has no "<wager>" area
      The layout's betting areas are those four kinds and no other: a side
      wager of another game is not offered and must be refused as invalid.

      Given the game "mbs-ncb-v6" with 8 decks
      Then the game does not offer the "<wager>" wager

      Examples:
        | wager                |
        | tiger                |
        | small-tiger          |
        | big-tiger            |
        | tiger-tie            |
        | tiger-pair           |
        | fortune-six          |
        | super-six            |
        | element-bonus        |
        | player-dragon-bonus  |
        | banker-dragon-bonus  |
        | player-fabulous-4    |
        | banker-fabulous-4    |
        | player-precious-pair |
        | banker-precious-pair |

  Rule: 2.2.2 The layout has Player betting areas: the game offers the Player wager
    Betting areas for the placement of "Player" wagers;

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:2.2.2 under other rules.

  Rule: 2.2.3 The layout has Tie betting areas: the game offers the Tie wager
    Betting areas for the placement of "Tie" wagers; and

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:2.2.3 under other rules.

  Rule: 2.2.4 The layout has Pair betting areas: the game offers Player pair and Banker pair
    Betting areas for the placement of "Pair" wagers.

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:2.2.4 under other rules.
