Feature: Harbour Club EZ Baccarat, section 1: definitions

  The defined terms are checked through what they define: the hands and
  the wagers on them, a Natural, a Tie, and the hands the side wagers name.

  @clause:harbour-ez:1.1
  Rule: 1.1 The Player hand and the Banker hand are the two hands of a round; a Player or Banker wager is on that hand
    "Player hand" and "Banker hand" mean the two hands dealt in each round; a "Player" or "Banker" wager is a wager on that hand.

    @clause:harbour-ez:1.1
    Scenario: 1.1 The Player hand and the Banker hand are the cards dealt to each, and a wager on a hand follows it
      Each hand is the cards dealt to its side in the round, a third card
      included; the Player wager wins with the Player hand and the Banker
      wager loses with the Banker hand.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "2H 7S 3D KC 4S 9D"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player hand is "2H 3D 4S" with total 9
      And the Banker hand is "7S KC" with total 7
      And 5 cards are used
      And the winner is "player"
      And the "player" wager wins 100
      And the "banker" wager loses

  @clause:harbour-ez:1.2
  Rule: 1.2 A Natural is 8 or 9 on a hand's first two cards
    "Natural" means a hand whose first two cards have a point total of 8 or 9.

    @clause:harbour-ez:1.2 @clause:harbour-ez:3.2
    Scenario Outline: 1.2 A Natural is 8 or 9 on the first two cards (<case>)
      Only a hand's first two cards make a Natural, and a Natural ends the
      deal. A hand that reaches 8 with its third card is not a Natural: the
      Banker still plays its part of the Table of Play.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | case                           | shoe                 | player   | pt | banker   | bt | cards | winner |
        | a Player Natural 8             | AD 5S 7H 5C 5C 2D    | AD 7H    | 8  | 5S 5C    | 0  | 4     | player |
        | a Banker Natural 9             | 8C AS 2D 8C 5H 2S    | 8C 2D    | 0  | AS 8C    | 9  | 4     | banker |
        | a three-card Player 8          | AH KS 2H 5D 5C 2S 9C | AH 2H 5C | 8  | KS 5D 2S | 7  | 6     | player |

  @clause:harbour-ez:1.3
  Rule: 1.3 A Tie is equal point totals at the end of the round
    "Tie" means that the Player hand and the Banker hand end the round with the same point total.

    @clause:harbour-ez:1.3 @clause:harbour-ez:3.6
    Scenario Outline: 1.3 Equal final totals are a Tie (<case>)
      A Tie is judged on the totals at the end of the round, whether the
      hands have two cards or three.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "tie"

      Examples:
        | case                | shoe              | player   | pt | banker   | bt |
        | two Natural 9s      | 9H 9S KD KC       | 9H KD    | 9  | 9S KC    | 9  |
        | 7 to 7, three cards | 2H 4S 3D KC 2C 3S | 2H 3D 2C | 7  | 4S KC 3S | 7  |
        | 0 to 0, three cards | QH 5D QH 5S KC KS | QH QH KC | 0  | 5D 5S KS | 0  |

  @clause:harbour-ez:1.4
  Rule: 1.4 A Dragon 7 is a winning three-card Banker 7
    "Dragon 7" means a Banker hand of three cards with a point total of 7 that wins the round.

    @clause:harbour-ez:1.4
    Scenario Outline: 1.4 A Banker win with three cards totalling 7 is a Dragon 7 (<case>)
      The Dragon 7 wager wins only on a Banker hand of three cards that
      totals 7 and wins the round: a two-card 7, or a three-card 7 that
      ties or loses, is no Dragon 7.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a "dragon-7" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total 7
      And the winner is "<winner>"
      And the "dragon-7" wager <outcome>

      Examples:
        | case                       | shoe                 | banker   | winner | outcome   |
        | three cards, Player stood  | 6H 2S KD 3C 2D 9S    | 2S 3C 2D | banker | wins 4000 |
        | three cards, Player drew   | KH 3S QD KC 2C 4D    | 3S KC 4D | banker | wins 4000 |
        | two cards                  | 6H 7S KD KC 9S       | 7S KC    | banker | loses     |
        | three cards, a Tie         | 7H 2S KD 3C 2D       | 2S 3C 2D | tie    | loses     |
        | three cards, Player 8 wins | AH KS 2H 5D 5C 2S 9C | KS 5D 2S | player | loses     |

  @clause:harbour-ez:1.5
  Rule: 1.5 A Panda 8 is a winning three-card Player 8
    "Panda 8" means a Player hand of three cards with a point total of 8 that wins the round.

    @clause:harbour-ez:1.5
    Scenario Outline: 1.5 A Player win with three cards totalling 8 is a Panda 8 (<case>)
      The Panda 8 wager wins only on a Player hand of three cards that
      totals 8 and wins the round: a Natural 8, or a three-card 8 that ties
      or loses, is no Panda 8.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      And a "panda-8" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>" with total 8
      And the winner is "<winner>"
      And the "panda-8" wager <outcome>

      Examples:
        | case                      | shoe                 | player   | winner | outcome   |
        | three cards against 7     | AH KS 2H 5D 5C 2S 9C | AH 2H 5C | player | wins 2500 |
        | three cards against a 7 on two | KH 7C 3D QS 5S 9H | KH 3D 5S | player | wins 2500 |
        | a Natural 8               | AD 5S 7H 5C 5C 2D    | AD 7H    | player | loses     |
        | three cards, a Tie        | AH KS 2H 5D 5C 3S 9C | AH 2H 5C | tie    | loses     |
        | three cards, Banker 9 wins| AH KS 2H 5D 5C 4S    | AH 2H 5C | banker | loses     |
