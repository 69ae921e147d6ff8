Feature: Electronic Baccarat v4, section 2: mode of play

  Every electronic game is dealt from a shoe of four to ten standard 52-card
  decks without jokers, and each game's layout on the Player Terminals has
  its own set of betting options: the wagers of its pay tables in section 4
  (4.1 to 4.4, 4.7, 4.8, 4.11), the optional Dragon Bonus of Fortune Six and
  Super 6 (4.5, 4.6), the optional Tiger wagers of the two Tiger games (4.9,
  4.10) and the optional Precious Pair of every game (4.12), and no other.

  Rule: 2.1 Played with four to ten 52-card decks, no jokers, all backs alike
    The game of Electronic Baccarat shall be played with four to ten decks
    of cards, with each deck having 52 cards without jokers and with backs
    of the same colour and design.

    @clause:mbs-etg-v4:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is allowed (<game>)
      Any number of decks from four to ten is a valid shoe: the engine deals
      from it.

      Given the game "<game>" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S 9D"
      When the coup is dealt
      Then the round stands
      And the Player hand is "2H 3D 4S" with total 9
      And the winner is "player"

      Examples:
        | game                       | decks |
        | mbs-etg-v4-super-six-ncb   | 4     |
        | mbs-etg-v4-super-six-ncb   | 5     |
        | mbs-etg-v4-super-six-ncb   | 6     |
        | mbs-etg-v4-super-six-ncb   | 7     |
        | mbs-etg-v4-super-six-ncb   | 8     |
        | mbs-etg-v4-super-six-ncb   | 9     |
        | mbs-etg-v4-super-six-ncb   | 10    |
        | mbs-etg-v4-fortune-six-ncb | 4     |
        | mbs-etg-v4-fortune-six-ncb | 5     |
        | mbs-etg-v4-fortune-six-ncb | 6     |
        | mbs-etg-v4-fortune-six-ncb | 7     |
        | mbs-etg-v4-fortune-six-ncb | 8     |
        | mbs-etg-v4-fortune-six-ncb | 9     |
        | mbs-etg-v4-fortune-six-ncb | 10    |
        | mbs-etg-v4-super-6-ncb     | 4     |
        | mbs-etg-v4-super-6-ncb     | 5     |
        | mbs-etg-v4-super-6-ncb     | 6     |
        | mbs-etg-v4-super-6-ncb     | 7     |
        | mbs-etg-v4-super-6-ncb     | 8     |
        | mbs-etg-v4-super-6-ncb     | 9     |
        | mbs-etg-v4-super-6-ncb     | 10    |
        | mbs-etg-v4-ncb             | 4     |
        | mbs-etg-v4-ncb             | 5     |
        | mbs-etg-v4-ncb             | 6     |
        | mbs-etg-v4-ncb             | 7     |
        | mbs-etg-v4-ncb             | 8     |
        | mbs-etg-v4-ncb             | 9     |
        | mbs-etg-v4-ncb             | 10    |
        | mbs-etg-v4-tiger           | 4     |
        | mbs-etg-v4-tiger           | 5     |
        | mbs-etg-v4-tiger           | 6     |
        | mbs-etg-v4-tiger           | 7     |
        | mbs-etg-v4-tiger           | 8     |
        | mbs-etg-v4-tiger           | 9     |
        | mbs-etg-v4-tiger           | 10    |
        | mbs-etg-v4-tiger-ncb       | 4     |
        | mbs-etg-v4-tiger-ncb       | 5     |
        | mbs-etg-v4-tiger-ncb       | 6     |
        | mbs-etg-v4-tiger-ncb       | 7     |
        | mbs-etg-v4-tiger-ncb       | 8     |
        | mbs-etg-v4-tiger-ncb       | 9     |
        | mbs-etg-v4-tiger-ncb       | 10    |
        | mbs-etg-v4-fabulous-4s     | 4     |
        | mbs-etg-v4-fabulous-4s     | 5     |
        | mbs-etg-v4-fabulous-4s     | 6     |
        | mbs-etg-v4-fabulous-4s     | 7     |
        | mbs-etg-v4-fabulous-4s     | 8     |
        | mbs-etg-v4-fabulous-4s     | 9     |
        | mbs-etg-v4-fabulous-4s     | 10    |

    @clause:mbs-etg-v4:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is refused (<game>)
      Fewer than four or more than ten decks is not a shoe the rules allow: the
      engine refuses the request as invalid rather than deal from it.

      Given the game "<game>" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S"
      And a "banker" wager of 100
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | game                       | decks |
        | mbs-etg-v4-super-six-ncb   | 0     |
        | mbs-etg-v4-super-six-ncb   | 3     |
        | mbs-etg-v4-super-six-ncb   | 11    |
        | mbs-etg-v4-fortune-six-ncb | 0     |
        | mbs-etg-v4-fortune-six-ncb | 3     |
        | mbs-etg-v4-fortune-six-ncb | 11    |
        | mbs-etg-v4-super-6-ncb     | 0     |
        | mbs-etg-v4-super-6-ncb     | 3     |
        | mbs-etg-v4-super-6-ncb     | 11    |
        | mbs-etg-v4-ncb             | 0     |
        | mbs-etg-v4-ncb             | 3     |
        | mbs-etg-v4-ncb             | 11    |
        | mbs-etg-v4-tiger           | 0     |
        | mbs-etg-v4-tiger           | 3     |
        | mbs-etg-v4-tiger           | 11    |
        | mbs-etg-v4-tiger-ncb       | 0     |
        | mbs-etg-v4-tiger-ncb       | 3     |
        | mbs-etg-v4-tiger-ncb       | 11    |
        | mbs-etg-v4-fabulous-4s     | 0     |
        | mbs-etg-v4-fabulous-4s     | 3     |
        | mbs-etg-v4-fabulous-4s     | 11    |

    @clause:mbs-etg-v4:2.1
    Scenario Outline: 2.1 A joker or a token that is not a card is refused (<shoe>, <game>)
      The decks have no jokers, and a shoe is written only in the kit's card
      notation: anything else is refused as invalid, not dealt.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | game                       | shoe              |
        | mbs-etg-v4-super-six-ncb   | 2H 7S JOKER KC 4S |
        | mbs-etg-v4-fortune-six-ncb | 2H 7S 3D KC 1S    |
        | mbs-etg-v4-super-6-ncb     | 2H 7S 3X KC 4S    |
        | mbs-etg-v4-ncb             | 2H 7S JOKER KC 4S |
        | mbs-etg-v4-tiger           | 2H 7S 3D KC 1S    |
        | mbs-etg-v4-tiger-ncb       | 2H 7S 3X KC 4S    |
        | mbs-etg-v4-fabulous-4s     | 2H 7S JOKER KC 4S |
        | mbs-etg-v4-super-six-ncb   | 2H 7S 3D KC 1S    |
        | mbs-etg-v4-super-six-ncb   | 2H 7S 3X KC 4S    |

    @clause:mbs-etg-v4:2.1 @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1 @interpretation:13
    Scenario Outline: 2.1 A 6 Star card is not one of the 52: it voids the round (<card>, <game>)
      The decks are standard 52-card decks, so a card of the 6 Star deck is a
      foreign card: the round in which it is dealt is void and every stake is
      returned.

      Given the game "<game>" with 8 decks
      And the shoe is "2H 7S <card> KC 4S"
      And a "player" wager of 100
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the "player" wager is returned

      Examples:
        | game                       | card |
        | mbs-etg-v4-super-six-ncb   | 3Fi  |
        | mbs-etg-v4-fortune-six-ncb | TWa  |
        | mbs-etg-v4-super-6-ncb     | SGo  |
        | mbs-etg-v4-ncb             | LEa  |
        | mbs-etg-v4-tiger           | FWo  |
        | mbs-etg-v4-tiger-ncb       | 9Fi  |
        | mbs-etg-v4-fabulous-4s     | AWa  |

    @clause:mbs-etg-v4:2.1 @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1 @interpretation:13
    Scenario Outline: 2.1 Each deck holds each card once: with <decks> decks, a fifth Ace of Spades <outcome> (<game>)
      A shoe of N decks holds N copies of each card. Dealing one copy more than
      that is dealing an extra card, which voids the round; five decks do hold
      five.

      Given the game "<game>" with <decks> decks
      And the shoe is "AS AS AS AS AS 2S"
      And a "player" wager of 100
      When the coup is dealt
      Then the "player" wager <player>

      Examples:
        | game                       | decks | outcome               | player      |
        | mbs-etg-v4-super-six-ncb   | 4     | is an extra card      | is returned |
        | mbs-etg-v4-super-six-ncb   | 5     | is a card of the shoe | loses       |
        | mbs-etg-v4-fortune-six-ncb | 4     | is an extra card      | is returned |
        | mbs-etg-v4-fortune-six-ncb | 5     | is a card of the shoe | loses       |
        | mbs-etg-v4-super-6-ncb     | 4     | is an extra card      | is returned |
        | mbs-etg-v4-super-6-ncb     | 5     | is a card of the shoe | loses       |
        | mbs-etg-v4-ncb             | 4     | is an extra card      | is returned |
        | mbs-etg-v4-ncb             | 5     | is a card of the shoe | loses       |
        | mbs-etg-v4-tiger           | 4     | is an extra card      | is returned |
        | mbs-etg-v4-tiger           | 5     | is a card of the shoe | loses       |
        | mbs-etg-v4-tiger-ncb       | 4     | is an extra card      | is returned |
        | mbs-etg-v4-tiger-ncb       | 5     | is a card of the shoe | loses       |
        | mbs-etg-v4-fabulous-4s     | 4     | is an extra card      | is returned |
        | mbs-etg-v4-fabulous-4s     | 5     | is a card of the shoe | loses       |

    @clause:mbs-etg-v4:2.1 @interpretation:13
    Scenario Outline: 2.1 In a 4-deck shoe the fifth Ace of Spades is an extra card (<game>)
      Given the game "<game>" with 4 decks
      And the shoe is "AS AS AS AS AS 2S"
      When the coup is dealt
      Then the round is void because "extra-card"

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

  Rule: 2.2 Each game's layout is on the Player Terminals, which state the minimum and maximum of every betting option
    The layouts for this game are as shown in the Player Terminals which
    shall also indicate the minimum and maximum wagers allowable for each
    available betting option.

    @clause:mbs-etg-v4:2.2 @interpretation:25
    Scenario Outline: 2.2 The <game> layout offers the "<wager>" wager
      Each game's layout has a betting option for every wager of its pay
      tables in section 4 and for the optional wagers it may offer; an engine
      that runs the game takes a stake on each of them.

      Given the game "<game>" with 8 decks
      Then the game offers the "<wager>" wager

      Examples:
        | game                       | wager                |
        | mbs-etg-v4-super-six-ncb   | player               |
        | mbs-etg-v4-super-six-ncb   | banker               |
        | mbs-etg-v4-super-six-ncb   | tie                  |
        | mbs-etg-v4-super-six-ncb   | player-pair          |
        | mbs-etg-v4-super-six-ncb   | banker-pair          |
        | mbs-etg-v4-super-six-ncb   | super-six            |
        | mbs-etg-v4-super-six-ncb   | player-precious-pair |
        | mbs-etg-v4-super-six-ncb   | banker-precious-pair |
        | mbs-etg-v4-fortune-six-ncb | player               |
        | mbs-etg-v4-fortune-six-ncb | banker               |
        | mbs-etg-v4-fortune-six-ncb | tie                  |
        | mbs-etg-v4-fortune-six-ncb | player-pair          |
        | mbs-etg-v4-fortune-six-ncb | banker-pair          |
        | mbs-etg-v4-fortune-six-ncb | fortune-six          |
        | mbs-etg-v4-fortune-six-ncb | player-dragon-bonus  |
        | mbs-etg-v4-fortune-six-ncb | banker-dragon-bonus  |
        | mbs-etg-v4-fortune-six-ncb | player-precious-pair |
        | mbs-etg-v4-fortune-six-ncb | banker-precious-pair |
        | mbs-etg-v4-super-6-ncb     | player               |
        | mbs-etg-v4-super-6-ncb     | banker               |
        | mbs-etg-v4-super-6-ncb     | tie                  |
        | mbs-etg-v4-super-6-ncb     | player-pair          |
        | mbs-etg-v4-super-6-ncb     | banker-pair          |
        | mbs-etg-v4-super-6-ncb     | super-six            |
        | mbs-etg-v4-super-6-ncb     | player-dragon-bonus  |
        | mbs-etg-v4-super-6-ncb     | banker-dragon-bonus  |
        | mbs-etg-v4-super-6-ncb     | player-precious-pair |
        | mbs-etg-v4-super-6-ncb     | banker-precious-pair |
        | mbs-etg-v4-ncb             | player               |
        | mbs-etg-v4-ncb             | banker               |
        | mbs-etg-v4-ncb             | tie                  |
        | mbs-etg-v4-ncb             | player-pair          |
        | mbs-etg-v4-ncb             | banker-pair          |
        | mbs-etg-v4-ncb             | player-precious-pair |
        | mbs-etg-v4-ncb             | banker-precious-pair |
        | mbs-etg-v4-tiger           | player               |
        | mbs-etg-v4-tiger           | banker               |
        | mbs-etg-v4-tiger           | tie                  |
        | mbs-etg-v4-tiger           | tiger                |
        | mbs-etg-v4-tiger           | small-tiger          |
        | mbs-etg-v4-tiger           | big-tiger            |
        | mbs-etg-v4-tiger           | tiger-tie            |
        | mbs-etg-v4-tiger           | tiger-pair           |
        | mbs-etg-v4-tiger           | player-precious-pair |
        | mbs-etg-v4-tiger           | banker-precious-pair |
        | mbs-etg-v4-tiger-ncb       | player               |
        | mbs-etg-v4-tiger-ncb       | banker               |
        | mbs-etg-v4-tiger-ncb       | tie                  |
        | mbs-etg-v4-tiger-ncb       | tiger                |
        | mbs-etg-v4-tiger-ncb       | small-tiger          |
        | mbs-etg-v4-tiger-ncb       | big-tiger            |
        | mbs-etg-v4-tiger-ncb       | tiger-tie            |
        | mbs-etg-v4-tiger-ncb       | tiger-pair           |
        | mbs-etg-v4-tiger-ncb       | player-precious-pair |
        | mbs-etg-v4-tiger-ncb       | banker-precious-pair |
        | mbs-etg-v4-fabulous-4s     | player               |
        | mbs-etg-v4-fabulous-4s     | banker               |
        | mbs-etg-v4-fabulous-4s     | tie                  |
        | mbs-etg-v4-fabulous-4s     | player-fabulous-4    |
        | mbs-etg-v4-fabulous-4s     | banker-fabulous-4    |
        | mbs-etg-v4-fabulous-4s     | player-precious-pair |
        | mbs-etg-v4-fabulous-4s     | banker-precious-pair |

    @clause:mbs-etg-v4:2.2 @interpretation:25
    Scenario Outline: 2.2 The <game> layout has no "<wager>" option
      A wager that is not on the game's layout is not offered: a stake on it
      must be refused as invalid. The Pair wagers are not on the Tiger and
      Fabulous 4's layouts, the Tiger wagers only on the Tiger games, Dragon
      Bonus only on Fortune Six and Super 6, Fortune Six and Super 6 each only
      on their own game, and the 6 Star Element Bonus on none.

      Given the game "<game>" with 8 decks
      Then the game does not offer the "<wager>" wager

      Examples:
        | game                       | wager               |
        | mbs-etg-v4-super-six-ncb   | tiger               |
        | mbs-etg-v4-super-six-ncb   | small-tiger         |
        | mbs-etg-v4-super-six-ncb   | big-tiger           |
        | mbs-etg-v4-super-six-ncb   | tiger-tie           |
        | mbs-etg-v4-super-six-ncb   | tiger-pair          |
        | mbs-etg-v4-super-six-ncb   | fortune-six         |
        | mbs-etg-v4-super-six-ncb   | element-bonus       |
        | mbs-etg-v4-super-six-ncb   | player-dragon-bonus |
        | mbs-etg-v4-super-six-ncb   | banker-dragon-bonus |
        | mbs-etg-v4-super-six-ncb   | player-fabulous-4   |
        | mbs-etg-v4-super-six-ncb   | banker-fabulous-4   |
        | mbs-etg-v4-fortune-six-ncb | tiger               |
        | mbs-etg-v4-fortune-six-ncb | small-tiger         |
        | mbs-etg-v4-fortune-six-ncb | big-tiger           |
        | mbs-etg-v4-fortune-six-ncb | tiger-tie           |
        | mbs-etg-v4-fortune-six-ncb | tiger-pair          |
        | mbs-etg-v4-fortune-six-ncb | super-six           |
        | mbs-etg-v4-fortune-six-ncb | element-bonus       |
        | mbs-etg-v4-fortune-six-ncb | player-fabulous-4   |
        | mbs-etg-v4-fortune-six-ncb | banker-fabulous-4   |
        | mbs-etg-v4-super-6-ncb     | tiger               |
        | mbs-etg-v4-super-6-ncb     | small-tiger         |
        | mbs-etg-v4-super-6-ncb     | big-tiger           |
        | mbs-etg-v4-super-6-ncb     | tiger-tie           |
        | mbs-etg-v4-super-6-ncb     | tiger-pair          |
        | mbs-etg-v4-super-6-ncb     | fortune-six         |
        | mbs-etg-v4-super-6-ncb     | element-bonus       |
        | mbs-etg-v4-super-6-ncb     | player-fabulous-4   |
        | mbs-etg-v4-super-6-ncb     | banker-fabulous-4   |
        | mbs-etg-v4-ncb             | tiger               |
        | mbs-etg-v4-ncb             | small-tiger         |
        | mbs-etg-v4-ncb             | big-tiger           |
        | mbs-etg-v4-ncb             | tiger-tie           |
        | mbs-etg-v4-ncb             | tiger-pair          |
        | mbs-etg-v4-ncb             | fortune-six         |
        | mbs-etg-v4-ncb             | super-six           |
        | mbs-etg-v4-ncb             | element-bonus       |
        | mbs-etg-v4-ncb             | player-dragon-bonus |
        | mbs-etg-v4-ncb             | banker-dragon-bonus |
        | mbs-etg-v4-ncb             | player-fabulous-4   |
        | mbs-etg-v4-ncb             | banker-fabulous-4   |
        | mbs-etg-v4-tiger           | player-pair         |
        | mbs-etg-v4-tiger           | banker-pair         |
        | mbs-etg-v4-tiger           | fortune-six         |
        | mbs-etg-v4-tiger           | super-six           |
        | mbs-etg-v4-tiger           | element-bonus       |
        | mbs-etg-v4-tiger           | player-dragon-bonus |
        | mbs-etg-v4-tiger           | banker-dragon-bonus |
        | mbs-etg-v4-tiger           | player-fabulous-4   |
        | mbs-etg-v4-tiger           | banker-fabulous-4   |
        | mbs-etg-v4-tiger-ncb       | player-pair         |
        | mbs-etg-v4-tiger-ncb       | banker-pair         |
        | mbs-etg-v4-tiger-ncb       | fortune-six         |
        | mbs-etg-v4-tiger-ncb       | super-six           |
        | mbs-etg-v4-tiger-ncb       | element-bonus       |
        | mbs-etg-v4-tiger-ncb       | player-dragon-bonus |
        | mbs-etg-v4-tiger-ncb       | banker-dragon-bonus |
        | mbs-etg-v4-tiger-ncb       | player-fabulous-4   |
        | mbs-etg-v4-tiger-ncb       | banker-fabulous-4   |
        | mbs-etg-v4-fabulous-4s     | player-pair         |
        | mbs-etg-v4-fabulous-4s     | banker-pair         |
        | mbs-etg-v4-fabulous-4s     | tiger               |
        | mbs-etg-v4-fabulous-4s     | small-tiger         |
        | mbs-etg-v4-fabulous-4s     | big-tiger           |
        | mbs-etg-v4-fabulous-4s     | tiger-tie           |
        | mbs-etg-v4-fabulous-4s     | tiger-pair          |
        | mbs-etg-v4-fabulous-4s     | fortune-six         |
        | mbs-etg-v4-fabulous-4s     | super-six           |
        | mbs-etg-v4-fabulous-4s     | element-bonus       |
        | mbs-etg-v4-fabulous-4s     | player-dragon-bonus |
        | mbs-etg-v4-fabulous-4s     | banker-dragon-bonus |

    @clause:mbs-etg-v4:2.2 @interpretation:25
    Scenario Outline: 2.2 Each betting option takes only stakes within the limits its terminal shows (<game>)
      The Player Terminal shows a minimum and a maximum for every betting
      option; a wager, or an increase, that would take a stake outside them is
      not accepted. An option may have limits of its own (here the Tie), which
      replace the table's for it.

      Given the game "<game>" with 8 decks
      And the table limits are 1,000 to 50,000
      And the "tie" wager's limits are 100 to 5,000
      When the table opens bets
      And player "A" places a "banker" wager of 999 at position 1
      Then that is refused because "under-minimum"
      When player "A" places a "banker" wager of 1,000 at position 1
      Then that is accepted
      When player "A" increases their "banker" wager at position 1 by 49,001
      Then that is refused because "over-maximum"
      When player "A" increases their "banker" wager at position 1 by 49,000
      Then that is accepted
      When player "B" places a "player" wager of 50,001 at position 2
      Then that is refused because "over-maximum"
      When player "B" places a "tie" wager of 100 at position 2
      Then that is accepted
      When player "B" increases their "tie" wager at position 2 by 4,901
      Then that is refused because "over-maximum"
      When the table closes bets
      And the cards "5H 6S KD QC 6D TS" are dealt
      And the table settles the round
      Then player "A"'s "banker" wager at position 1 is settled on a stake of 50,000
      And player "A"'s "banker" wager at position 1 wins <banker win>
      And player "B"'s "tie" wager at position 2 is settled on a stake of 100
      And player "B"'s "tie" wager at position 2 loses
      And player "B" has no "player" wager at position 2 in the settlement

      Examples:
        | game                       | banker win |
        | mbs-etg-v4-super-six-ncb   | 25000      |
        | mbs-etg-v4-fortune-six-ncb | 25000      |
        | mbs-etg-v4-super-6-ncb     | 25000      |
        | mbs-etg-v4-ncb             | 25000      |
        | mbs-etg-v4-tiger           | 47500      |
        | mbs-etg-v4-tiger-ncb       | 25000      |
        | mbs-etg-v4-fabulous-4s     | 50000      |

    @clause:mbs-etg-v4:2.2 @interpretation:25
    Scenario Outline: 2.2 The terminal takes no stake on an option that is not on the game's layout (<wager>, <game>)
      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "<wager>" wager of 500 at position 1
      Then that is refused because "wager-not-offered"

      Examples:
        | game                       | wager               |
        | mbs-etg-v4-super-six-ncb   | fortune-six         |
        | mbs-etg-v4-fortune-six-ncb | super-six           |
        | mbs-etg-v4-super-6-ncb     | tiger               |
        | mbs-etg-v4-ncb             | player-dragon-bonus |
        | mbs-etg-v4-tiger           | player-pair         |
        | mbs-etg-v4-tiger-ncb       | banker-fabulous-4   |
        | mbs-etg-v4-fabulous-4s     | banker-pair         |
