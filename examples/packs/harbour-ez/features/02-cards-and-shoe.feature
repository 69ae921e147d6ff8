Feature: Harbour Club EZ Baccarat, section 2: cards and shoe

  The shoe is four to ten 52-card decks; the cards count as the rules say and
  a hand's total is the last digit of their sum.

  @clause:harbour-ez:2.1
  Rule: 2.1 Four to ten decks of 52 cards, no jokers; eight decks is the house standard
    The game is played with four to ten decks of 52 cards each, without jokers. The house standard is eight decks.

    @clause:harbour-ez:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is allowed
      Any number of decks from four to ten is a shoe the rules allow, eight
      the house's own: the engine deals from it.

      Given the game "harbour-ez" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S"
      When the coup is dealt
      Then the round stands
      And the winner is "player"

      Examples:
        | decks |
        | 4     |
        | 8     |
        | 10    |

    @clause:harbour-ez:2.1
    Scenario Outline: 2.1 A shoe of <decks> decks is refused
      Fewer than four decks or more than ten is no shoe of this game: the
      engine refuses the request rather than deal from it.

      Given the game "harbour-ez" with <decks> decks
      And the shoe is "2H 7S 3D KC 4S"
      And a "banker" wager of 100
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | decks |
        | 3     |
        | 11    |

    @clause:harbour-ez:2.1
    Scenario Outline: 2.1 A joker or a token that is not a card is refused (<shoe>)
      The decks have no jokers: a shoe with one, or with a token that is no
      card, is refused as invalid and not dealt.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the request is refused as invalid

      Examples:
        | shoe              |
        | 2H 7S JOKER KC 4S |
        | 2H 7S 3X KC 4S    |

  @clause:harbour-ez:2.2
  Rule: 2.2 The Dealer shuffles the cards and fills the shoe before a shoe's first round
    Before the first round of a shoe the Dealer shuffles the cards and places them in the dealing shoe.

    # Procedural: the Dealer's procedure at the table: an engine is given the shoe's cards in order and cannot see how they were shuffled or loaded.

  @clause:harbour-ez:2.3
  Rule: 2.3 Cards count as 2.3.1 to 2.3.3 say
    Cards count as follows:

    # Tested by the scenarios under other Rules tagged @clause:harbour-ez:2.3.

  @clause:harbour-ez:2.3.1
  Rule: 2.3.1 An Ace counts 1
    an Ace counts 1;

    @clause:harbour-ez:2.3.1 @clause:harbour-ez:2.3
    Scenario: 2.3.1 An Ace counts 1: an Ace and a Seven are a Natural 8
      Given the game "harbour-ez" with 8 decks
      And the shoe is "AH KS 7D QC 5H"
      When the coup is dealt
      Then the Player hand is "AH 7D" with total 8
      And the Banker hand is "KS QC" with total 0
      And 4 cards are used

  @clause:harbour-ez:2.3.2
  Rule: 2.3.2 Two to Nine count their face value
    a card from Two to Nine counts its face value; and

    @clause:harbour-ez:2.3.2 @clause:harbour-ez:2.3
    Scenario Outline: 2.3.2 Two to Nine count their face value (<shoe>)
      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And 4 cards are used

      Examples:
        | shoe           | player | pt | banker | bt |
        | 2C 3D 5H 4S 9H | 2C 5H  | 7  | 3D 4S  | 7  |
        | 6C 2D AH 4S 9H | 6C AH  | 7  | 2D 4S  | 6  |
        | 9C 8D 9H KS 5H | 9C 9H  | 8  | 8D KS  | 8  |

  @clause:harbour-ez:2.3.3
  Rule: 2.3.3 A Ten, Jack, Queen or King counts 0
    a Ten, Jack, Queen or King counts 0.

    @clause:harbour-ez:2.3.3 @clause:harbour-ez:2.3
    Scenario: 2.3.3 A Ten, Jack, Queen or King counts 0
      Two court cards or Tens total 0, so both hands draw.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "TH JS QD KC 9H 8D 5C 5S"
      When the coup is dealt
      Then the Player hand is "TH QD 9H" with total 9
      And the Banker hand is "JS KC 8D" with total 8
      And 6 cards are used
      And the winner is "player"

  @clause:harbour-ez:2.4
  Rule: 2.4 A hand's point total is the last digit of the sum of its cards' counts
    The point total of a hand is the last digit of the sum of the counts of its cards: a hand of a Seven and a Six totals 3.

    @clause:harbour-ez:2.4
    Scenario Outline: 2.4 A total of ten or more counts its last digit (<case>)
      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | case                  | shoe              | player   | pt | banker   | bt | winner |
        | 13 is 3, 15 is 5      | 7H 6S 6D 9C 4C 2D | 7H 6D 4C | 7  | 6S 9C 2D | 7  | tie    |
        | 18 is 8               | 9H KS 9D QC 9S 5C | 9H 9D    | 8  | KS QC    | 0  | player |
        | 15 is 5, 24 is 4      | 9H 3S 6D 2C 9S 7D | 9H 6D 9S | 4  | 3S 2C    | 5  | banker |
