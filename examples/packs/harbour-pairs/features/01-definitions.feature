Feature: Harbour Club Pairs Baccarat, section 1: definitions

  The defined terms are checked through what they define: the hands and
  the wagers on them, a Natural, a Tie, and the hands the side wagers name.

  @clause:harbour-pairs:1.1
  Rule: 1.1 The Player hand and the Banker hand are the two hands of a round; a Player or Banker wager is on that hand
    "Player hand" and "Banker hand" mean the two hands dealt in each round; a "Player" or "Banker" wager is a wager on that hand.

    @clause:harbour-pairs:1.1
    Scenario: 1.1 The Player hand and the Banker hand are the cards dealt to each, and a wager on a hand follows it
      Each hand is the cards dealt to its side in the round, a third card
      included; the Player wager wins with the Player hand and the Banker
      wager loses with the Banker hand.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "2H 7S 3D KC 4S 9D"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player hand is "2H 3D 4S" with total 9
      And the Banker hand is "7S KC" with total 7
      And 5 cards are used
      And the winner is "player"
      And the "player" wager wins 100
      And the "banker" wager loses

  @clause:harbour-pairs:1.2
  Rule: 1.2 A Natural is 8 or 9 on a hand's first two cards
    "Natural" means a hand whose first two cards have a point total of 8 or 9.

    @clause:harbour-pairs:1.2 @clause:harbour-pairs:3.2
    Scenario Outline: 1.2 A Natural is 8 or 9 on the first two cards (<case>)
      Only a hand's first two cards make a Natural, and a Natural ends the
      deal. A hand that reaches 8 with its third card is not a Natural: the
      Banker still plays its part of the Table of Play.

      Given the game "harbour-pairs" with 8 decks
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

  @clause:harbour-pairs:1.3
  Rule: 1.3 A Tie is equal point totals at the end of the round
    "Tie" means that the Player hand and the Banker hand end the round with the same point total.

    @clause:harbour-pairs:1.3 @clause:harbour-pairs:3.6
    Scenario Outline: 1.3 Equal final totals are a Tie (<case>)
      A Tie is judged on the totals at the end of the round, whether the
      hands have two cards or three.

      Given the game "harbour-pairs" with 8 decks
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

  @clause:harbour-pairs:1.4
  Rule: 1.4 A Pair is a hand's first two cards of one rank, any suits
    "Pair" means that the first two cards of a hand are of the same rank, whatever their suits: for example two Nines, or a Queen of Hearts and a Queen of Clubs.

    @clause:harbour-pairs:1.4
    Scenario Outline: 1.4 A Pair is two first cards of one rank, whatever the suits (<case>)
      Rank alone makes a Pair: two Queens of different suits are one, a King
      and a Ten are none, though both count 0.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player-pair" and "banker-pair"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the "player-pair" wager <pp>
      And the "banker-pair" wager <bp>

      Examples:
        | case                         | shoe              | player   | pt | pp        | bp        |
        | Player 4s of two suits       | 4H 2S 4D 3C KS    | 4H 4D    | 8  | wins 1100 | loses     |
        | Queens in both hands         | QH QS QD QC 5H 7D | QH QD 5H | 5  | wins 1100 | wins 1100 |
        | a King and a Ten             | KH 9S TD KC       | KH TD    | 0  | loses     | loses     |

  @clause:harbour-pairs:1.5
  Rule: 1.5 A Perfect Pair is a hand's first two cards of one rank and one suit
    "Perfect Pair" means that the first two cards of a hand are of the same rank and of the same suit: for example two Queens of Hearts, which a shoe of several decks can deal.

    @clause:harbour-pairs:1.5
    Scenario Outline: 1.5 A Perfect Pair is two first cards of one rank and one suit (<case>)
      Two identical cards, which a shoe of several decks holds, make a
      Perfect Pair; a Pair of two suits does not.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a "perfect-pair" wager of 100
      When the coup is dealt
      Then the "perfect-pair" wager <outcome>

      Examples:
        | case                          | shoe              | outcome   |
        | two Sevens of Spades, Player  | 7S 2H 7S 3C KD 9H | wins 2500 |
        | two Nines of Hearts, Banker   | 2S 9H 3C 9H       | wins 2500 |
        | Queens of two suits           | QH QS QD QC 5H 7D | loses     |
