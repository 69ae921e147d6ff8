Feature: 6 Star No Commission Baccarat, section 2: mode of play

  The game uses a shoe of four to ten 65-card decks without jokers: five
  elements (Fire, Gold, Earth, Wood, Water), each with Ace to Ten and the
  three Stars Sau, Luk and Fuk. A card of a standard 52-card deck is not one
  of them. The layout has betting areas for Banker, Player, Tie, the two
  Pairs, Fortune Six and the Element Bonus, and for nothing else.

  Rule: 2.1 Played with four to ten 65-card decks, no jokers, all backs alike
    The game of 6 Star No Commission Baccarat shall be played with four to
    ten decks of cards, with each deck having 65 cards without jokers and
    with backs of the same colour and design.

    @clause:mbs-6star-ncb-2017:2.1
    Scenario Outline: 2.1 A shoe of <decks> 65-card decks is allowed
      Any number of decks from four to ten is a valid shoe: the engine deals
      from it.

      Given the game "mbs-6star-ncb-2017" with <decks> decks
      And the shoe is "2Fi 7Wa 3Go LEa 4Wo 9Ea"
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

    @clause:mbs-6star-ncb-2017:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is refused
      Fewer than four or more than ten decks is not a shoe the rules allow: the
      engine must refuse the request as invalid rather than deal from it.

      Given the game "mbs-6star-ncb-2017" with <decks> decks
      And the shoe is "2Fi 7Wa 3Go LEa 4Wo 9Ea"
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

    @clause:mbs-6star-ncb-2017:2.1
    Scenario Outline: 2.1 A joker or a token that is not a card is refused (<token>)
      The decks have no jokers, and a shoe is written only with the kit's card
      notation: a 65-card deck has no Jack, Queen or King, the Stars are
      written S, L and F with an element, and element codes are exact. Any
      other token is refused as invalid, not dealt.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "2Fi 7Wa <token> LEa 4Wo 9Ea"
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | token |
        | JOKER |
        | KFi   |
        | JGo   |
        | QEa   |
        | SH    |
        | 1Fi   |
        | 0Wa   |
        | 9FI   |
        | 9fi   |
        | 9Ai   |
        | LW    |

    @clause:mbs-6star-ncb-2017:2.1 @clause:mbs-6star-ncb-2017:5.1.1 @interpretation:13
    Scenario Outline: 2.1 A card of a standard deck is not one of the 65: it voids the round (<card>)
      The decks are 65-card 6 Star decks, so a card of a standard 52-card deck
      is a foreign card, even one whose rank the 6 Star deck also has: the
      round in which it is dealt is void and every stake is returned.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "2Fi 7Wa <card> LEa 4Wo 9Ea"
      And a wager of 100 on each of "player" and "element-bonus"
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the "player" wager is returned
      And the "element-bonus" wager is returned

      Examples:
        | card |
        | 3H   |
        | 9S   |
        | TD   |
        | AC   |
        | KS   |
        | QH   |
        | JD   |

    @clause:mbs-6star-ncb-2017:2.1 @clause:mbs-6star-ncb-2017:5.1.1 @interpretation:13
    Scenario Outline: 2.1 Each deck holds each card once: with <decks> decks, five Luks of Water <outcome>
      A shoe of N decks holds N copies of each of the 65 cards. Dealing one
      copy more than that is dealing an extra card, which voids the round.

      Given the game "mbs-6star-ncb-2017" with <decks> decks
      And the shoe is "LWa LWa LWa LWa LWa 2Go"
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

    @clause:mbs-6star-ncb-2017:2.1 @interpretation:13 @interpretation:18
    Scenario: 2.1 In a 4-deck shoe the fifth Luk of Water is an extra card
      Four decks hold four Luks of Water: the fifth one dealt is an extra card.
      The first four are ordinary cards of the shoe.

      Given the game "mbs-6star-ncb-2017" with 4 decks
      And the shoe is "LWa LWa LWa LWa LWa 2Go"
      When the coup is dealt
      Then the round is void because "extra-card"

    @clause:mbs-6star-ncb-2017:2.1 @interpretation:12
    Scenario: 2.1 Every one of the 65 cards of a deck is a card of the game
      A whole shuffled 65-card deck, with the cutting card near its end, is
      played round after round: none of its cards is foreign, every round
      stands, and the shoe ends with the round in which the cutting card came
      out.

      Given the game "mbs-6star-ncb-2017" with 4 decks
      And the shoe is:
        """
        4Wa LGo 6Fi 4Fi 5Wo FWa TFi TWa AGo FGo 7Fi FWo 4Wo LWo 6Ea 5Go LWa
        LEa AFi TWo 2Fi 3Go SWo 6Wo AEa 8Wo 9Ea 7Go LFi 8Go SWa SGo TGo 9Wo
        FEa 9Fi 5Wa SFi 8Fi 7Wo 3Fi AWo 5Ea 3Wo FFi 4Go 6Wa 9Wa 5Fi 8Wa 2Ea
        2Wo AWa 9Go TEa 7Wa 8Ea CUT 4Ea 3Ea 2Go 3Wa 7Ea 6Go SEa 2Wa
        """
      And a "banker" wager of 100
      When the shoe is played
      Then 12 rounds are played
      And the shoe ends because "cut-card"
      And 62 cards are used
      And in round 1, the Player hand is "4Wa 6Fi 5Wo" with total 5
      And in round 1, the Banker hand is "LGo 4Fi FWa" with total 4
      And in round 1, the winner is "player"
      And in round 2, the winner is "player"
      And in round 3, the winner is "banker"
      And in round 4, the Banker hand is "AFi 2Fi SWo" with total 3
      And in round 4, the winner is "tie"
      And in round 4, the "banker" wager pushes
      And in round 5, the winner is "player"
      And in round 6, the Player hand is "8Go SGo" with total 8
      And in round 6, the winner is "player"
      And in round 7, the winner is "player"
      And in round 8, the winner is "player"
      And in round 9, the Banker hand is "3Wo 4Go" with total 7
      And in round 9, the "banker" wager wins 100
      And in round 10, the winner is "tie"
      And in round 11, the winner is "banker"
      And in round 12, the Player hand is "4Ea 2Go" with total 6
      And in round 12, the Banker hand is "3Ea 3Wa" with total 6
      And in round 12, the cutting card was met
      And in round 12, the winner is "tie"

  Rule: 2.2 The table layout follows diagrams A to J and has the betting areas listed below
    The layout for this game is as shown in Diagram “A”, “B”, “C”, “D”, “E”,
    “F”, “G”, “H”, “I” and “J” with:

    # Procedural: the layout drawings are artwork; the wagers they offer are checked under the sub-clauses

  Rule: 2.2.1 The layout has Banker betting areas: the game offers the Banker wager
    Betting areas for the placement of “Banker” wagers;

    Scenario Outline: 2.2.1-2.2.6 The layout offers the "<wager>" wager (<clause>)
      The layout has betting areas for Banker (2.2.1), Player (2.2.2), Tie
      (2.2.3), the Pair wagers (2.2.4), Fortune Six (2.2.5) and the Element
      Bonus (2.2.6): the game takes each of them.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "2Fi 7Wa 3Go LEa 4Wo 9Ea"
      Then the game offers the "<wager>" wager

      @clause:mbs-6star-ncb-2017:2.2.1
      Examples: Banker
        | clause | wager  |
        | 2.2.1  | banker |

      @clause:mbs-6star-ncb-2017:2.2.2
      Examples: Player
        | clause | wager  |
        | 2.2.2  | player |

      @clause:mbs-6star-ncb-2017:2.2.3
      Examples: Tie
        | clause | wager |
        | 2.2.3  | tie   |

      @clause:mbs-6star-ncb-2017:2.2.4
      Examples: the Pairs
        | clause | wager       |
        | 2.2.4  | player-pair |
        | 2.2.4  | banker-pair |

      @clause:mbs-6star-ncb-2017:2.2.5
      Examples: Fortune Six
        | clause | wager       |
        | 2.2.5  | fortune-six |

      @clause:mbs-6star-ncb-2017:2.2.6
      Examples: Element Bonus
        | clause | wager         |
        | 2.2.6  | element-bonus |

    @clause:mbs-6star-ncb-2017:2.2.1 @clause:mbs-6star-ncb-2017:2.2.2 @clause:mbs-6star-ncb-2017:2.2.3 @clause:mbs-6star-ncb-2017:2.2.4 @clause:mbs-6star-ncb-2017:2.2.5 @clause:mbs-6star-ncb-2017:2.2.6
    Scenario Outline: 2.2.1-2.2.6 The layout has no "<wager>" area
      The layout's betting areas are those six kinds and no other: a side
      wager of another game is not offered and must be refused as invalid.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "2Fi 7Wa 3Go LEa 4Wo 9Ea"
      Then the game does not offer the "<wager>" wager

      Examples:
        | wager                |
        | tiger                |
        | small-tiger          |
        | big-tiger            |
        | tiger-tie            |
        | tiger-pair           |
        | super-six            |
        | player-dragon-bonus  |
        | banker-dragon-bonus  |
        | player-fabulous-4    |
        | banker-fabulous-4    |
        | player-precious-pair |
        | banker-precious-pair |

  Rule: 2.2.2 The layout has Player betting areas: the game offers the Player wager
    Betting areas for the placement of “Player” wagers;

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:2.2.2 under other rules.

  Rule: 2.2.3 The layout has Tie betting areas: the game offers the Tie wager
    Betting areas for the placement of “Tie” wagers;

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:2.2.3 under other rules.

  Rule: 2.2.4 The layout has Pair betting areas: the game offers Player pair and Banker pair
    Betting areas for the placement of “Pair” wagers;

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:2.2.4 under other rules.

  Rule: 2.2.5 The layout has Fortune Six betting areas: the game offers the Fortune Six wager
    Betting areas for the placement of “Fortune Six” wagers; and

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:2.2.5 under other rules.

  Rule: 2.2.6 The layout has Element Bonus betting areas: the game offers the Element Bonus wager
    Betting areas for the placement of “Element Bonus” wagers.

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:2.2.6 under other rules.
