Feature: Harbour Club EZ Baccarat, section 3: play of a round

  The deal and the Table of Play, cell by cell at its edges. The expected
  hands were worked out from the rules card by card; the cards after those a
  round needs are there on purpose: an engine that draws a card it should
  not uses them and fails.

  @clause:harbour-ez:3.1
  Rule: 3.1 Cards one and three go to the Player, two and four to the Banker
    The Dealer deals four cards from the shoe: the first and the third to the Player hand, the second and the fourth to the Banker hand.

    @clause:harbour-ez:3.1
    Scenario: 3.1 The first and third cards are the Player's, the second and fourth the Banker's
      Given the game "harbour-ez" with 8 decks
      And the shoe is "8H 2S KD 3C 9S 9D"
      When the coup is dealt
      Then the Player hand is "8H KD" with total 8
      And the Banker hand is "2S 3C" with total 5
      And 4 cards are used
      And the winner is "player"

  @clause:harbour-ez:3.2
  Rule: 3.2 A Natural on either hand ends the deal
    If either hand is a Natural, no further card is dealt to either hand.

    @clause:harbour-ez:3.2
    Scenario Outline: 3.2 A <natural> Natural <n> against <other> ends the deal
      A Natural on either side stops the deal, whatever the other hand's
      total: neither hand draws, and the cards after the fourth stay in the
      shoe.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And 4 cards are used
      And the winner is "<winner>"

      Examples:
        | natural | n | other | shoe              | player | pt | banker | bt | winner |
        | Player  | 8 | 0     | AD 5S 7H 5C 5C 2D | AD 7H  | 8  | 5S 5C  | 0  | player |
        | Banker  | 8 | 3     | 2H QD AS 8H 5C 2D | 2H AS  | 3  | QD 8H  | 8  | banker |
        | Player  | 9 | 6     | 9C 2H JD 4S 5S 2C | 9C JD  | 9  | 2H 4S  | 6  | player |
        | Banker  | 9 | 5     | 3D 6C 2H 3D 5S 2C | 3D 2H  | 5  | 6C 3D  | 9  | banker |
        | Player  | 8 | 8     | 5D 7S 3H AC 5C 2D | 5D 3H  | 8  | 7S AC  | 8  | tie    |
        | Player  | 9 | 8     | 5H QC 4S 8D 5D 2H | 5H 4S  | 9  | QC 8D  | 8  | player |

  @clause:harbour-ez:3.3
  Rule: 3.3 The Player draws on 0 to 5 and stands on 6 or 7
    Otherwise the Player hand is played first, by this table:
    Player's first two cards total    Player hand
    0, 1, 2, 3, 4 or 5                draws a third card
    6 or 7                            stands

    @clause:harbour-ez:3.3
    Scenario Outline: 3.3 The Player on <p> <player action> (<shoe>)
      Without a Natural, the Player hand takes a third card on 0 to 5 and
      stays on two cards on 6 or 7.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used

      Examples:
        | p | shoe                 | player   | pt | player action       | banker   | bt | cards |
        | 0 | 4S 7D 6C 6H 2H 4S 9C | 4S 6C 2H | 2  | draws a third card  | 7D 6H 4S | 7  | 6     |
        | 1 | 6H 6S 5S 4C 9D 5H 8H | 6H 5S 9D | 0  | draws a third card  | 6S 4C 5H | 5  | 6     |
        | 2 | 8C 5H 4D KS 6S 6C 7D | 8C 4D 6S | 8  | draws a third card  | 5H KS 6C | 1  | 6     |
        | 3 | QS 4C 3C 8D 3H 7S 6S | QS 3C 3H | 6  | draws a third card  | 4C 8D 7S | 9  | 6     |
        | 4 | 2D 3H 2D 4S KC 5C    | 2D 2D KC | 4  | draws a third card  | 3H 4S    | 7  | 5     |
        | 5 | 4H 2C AS 2D 7D 9H 4S | 4H AS 7D | 2  | draws a third card  | 2C 2D 9H | 3  | 6     |
        | 6 | 6C AH QD TH JS 3C    | 6C QD    | 6  | stands on two cards | AH TH JS | 1  | 5     |
        | 7 | 8D KS 9H 6S 2C       | 8D 9H    | 7  | stands on two cards | KS 6S    | 6  | 4     |

  @clause:harbour-ez:3.4
  Rule: 3.4 When the Player stands, the Banker draws on 0 to 5 and stands on 6 or 7
    If the Player hand stands, the Banker hand draws a third card on a total of 0 to 5 and stands on 6 or 7.

    @clause:harbour-ez:3.4
    Scenario Outline: 3.4 The Player stands on <p>, the Banker on <b> <banker action>
      If the Player stays on two cards, the Banker draws on 0 to 5 and
      stays on 6 or 7.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player stands on two cards
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used

      Examples:
        | p | b | shoe              | player | pt | banker   | bt | banker action       | cards |
        | 6 | 0 | 9D 9S 7H AC 8C AD | 9D 7H  | 6  | 9S AC 8C | 8  | draws a third card  | 5     |
        | 7 | 3 | QD 7H 7H 6S 4C 4D | QD 7H  | 7  | 7H 6S 4C | 7  | draws a third card  | 5     |
        | 6 | 5 | 9H 4C 7S AD 3D 6H | 9H 7S  | 6  | 4C AD 3D | 8  | draws a third card  | 5     |
        | 7 | 5 | 2S 7C 5C 8D 6H 6S | 2S 5C  | 7  | 7C 8D 6H | 1  | draws a third card  | 5     |
        | 6 | 6 | 5S 9D AC 7H 7H    | 5S AC  | 6  | 9D 7H    | 6  | stands on two cards | 4     |
        | 7 | 6 | 8S 2D 9C 4D 7H    | 8S 9C  | 7  | 2D 4D    | 6  | stands on two cards | 4     |
        | 6 | 7 | AS 4C 5C 3D 8H    | AS 5C  | 6  | 4C 3D    | 7  | stands on two cards | 4     |

  @clause:harbour-ez:3.5
  Rule: 3.5 After a Player third card the Banker draws on 0-2; on 3 unless it is an 8; on 4 with 2-7; on 5 with 4-7; on 6 with 6-7; never on 7
    If the Player hand has drawn a third card, the Banker hand is played by this table:
    Banker's first two cards total    Banker draws when the Player's third card counts
    0, 1 or 2                         any value
    3                                 any value except 8
    4                                 2 to 7
    5                                 4 to 7
    6                                 6 or 7
    7                                 never: the Banker stands

    @clause:harbour-ez:3.5
    Scenario Outline: 3.5 Banker on <b> after a Player third card of <third>: <banker action>
      After a Player third card the Banker draws on 0 to 2 always; on 3
      unless the third card counts 8; on 4 when it counts 2 to 7; on 5 when
      4 to 7; on 6 when 6 or 7; and never on 7. The rows are the edges of
      each line of the table.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used

      Examples:
        | b | third | shoe                 | player   | pt | banker   | bt | banker action       | cards |
        | 0 | 0     | AH 6C 9S 4D TD JH 3S | AH 9S TD | 0  | 6C 4D JH | 0  | draws a third card  | 6     |
        | 1 | 8     | 5D TH 8H AS 8C 9D AD | 5D 8H 8C | 1  | TH AS 9D | 0  | draws a third card  | 6     |
        | 1 | 9     | 8H 3C 6S 8C 9D 6H 2S | 8H 6S 9D | 3  | 3C 8C 6H | 7  | draws a third card  | 6     |
        | 2 | 7     | 2C 7H AD 5H 7S 5C KD | 2C AD 7S | 0  | 7H 5H 5C | 7  | draws a third card  | 6     |
        | 2 | 8     | 4C 2H KD KS 8S 9D    | 4C KD 8S | 2  | 2H KS 9D | 1  | draws a third card  | 6     |
        | 3 | 7     | 2D 7H 2D 6S 7C 8C JD | 2D 2D 7C | 1  | 7H 6S 8C | 1  | draws a third card  | 6     |
        | 3 | 8     | 5H TS KS 3C 8D AH    | 5H KS 8D | 3  | TS 3C    | 3  | stands on two cards | 5     |
        | 3 | 9     | 8H 3C 2S KD 9D 2H 2S | 8H 2S 9D | 9  | 3C KD 2H | 5  | draws a third card  | 6     |
        | 4 | 1     | 4C 9H AD 5H AS 4C    | 4C AD AS | 6  | 9H 5H    | 4  | stands on two cards | 5     |
        | 4 | 2     | 7D 2H 3D 2S 2C 6C 5D | 7D 3D 2C | 2  | 2H 2S 6C | 0  | draws a third card  | 6     |
        | 4 | 7     | 2S 7C 3C 7D 7H AS TS | 2S 3C 7H | 2  | 7C 7D AS | 5  | draws a third card  | 6     |
        | 4 | 8     | 5C KH 5D 4H 8S AC    | 5C 5D 8S | 8  | KH 4H    | 4  | stands on two cards | 5     |
        | 5 | 3     | KS 5C 2S QD 3H 6H    | KS 2S 3H | 5  | 5C QD    | 5  | stands on two cards | 5     |
        | 5 | 4     | 3S 8D QC 7D 4H 3S 7C | 3S QC 4H | 7  | 8D 7D 3S | 8  | draws a third card  | 6     |
        | 5 | 7     | 2S 7C 8C 8D 7H 4S TS | 2S 8C 7H | 7  | 7C 8D 4S | 9  | draws a third card  | 6     |
        | 5 | 8     | 5C KH 6D 5H 8S AC    | 5C 6D 8S | 9  | KH 5H    | 5  | stands on two cards | 5     |
        | 6 | 5     | 6C AD 9C 5H 5S 8S    | 6C 9C 5S | 0  | AD 5H    | 6  | stands on two cards | 5     |
        | 6 | 6     | 9C 4H AD 2H 6S QC 9D | 9C AD 6S | 6  | 4H 2H QC | 6  | draws a third card  | 6     |
        | 6 | 7     | 2D 7S 9H 9C 7C 7D QH | 2D 9H 7C | 8  | 7S 9C 7D | 3  | draws a third card  | 6     |
        | 6 | 8     | 5S JC 7S 6D 8H AH    | 5S 7S 8H | 0  | JC 6D    | 6  | stands on two cards | 5     |
        | 7 | 6     | 9S 4C 2S 3D 6H 9H    | 9S 2S 6H | 7  | 4C 3D    | 7  | stands on two cards | 5     |
        | 7 | 7     | 2S 7D QC TD 7H QS    | 2S QC 7H | 9  | 7D TD    | 7  | stands on two cards | 5     |

  @clause:harbour-ez:3.6
  Rule: 3.6 At most three cards a hand; the higher total wins, equal totals are a Tie
    No hand receives more than three cards. The hand with the higher point total wins the round; equal totals are a Tie.

    @clause:harbour-ez:3.6
    Scenario Outline: 3.6 No third card after both hands have drawn, and the higher total wins (<case>)
      Each hand takes at most one card after the first two: after both have
      drawn the deal is over and the cards left stay in the shoe. The higher
      final total wins; equal totals are a Tie.

      Given the game "harbour-ez" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And 6 cards are used
      And the winner is "<winner>"

      Examples:
        | case              | shoe                    | player   | pt | banker   | bt | winner |
        | Player 9 beats 8  | TH JS QD KC 9H 8D 5C 5S | TH QD 9H | 9  | JS KC 8D | 8  | player |
        | Banker 8 beats 2  | AS 6D AC 6H TH 6S 3C    | AS AC TH | 2  | 6D 6H 6S | 8  | banker |
        | 1 to 1 is a Tie   | 2D 7H 2D 6S 7C 8C JD    | 2D 2D 7C | 1  | 7H 6S 8C | 1  | tie    |
