@clause:mbs-tiger-ncb-v5:3.14
Feature: Tiger No Commission Baccarat v5, rule 3.14: the Table of Play

  Once the four cards of the initial deal are out, the two point totals
  decide whether either hand takes a third card, and only the Table of Play
  can give one. The outlines below cover the table cell by cell with
  concrete shoes: a Natural on either side, the Player on each two-card total
  0 to 7, the Banker on each two-card total 0 to 7 against a Player who stood
  and against each value 0 to 9 of the Player's third card. Every expected
  hand was worked out card by card from the rule. Each shoe ends with one
  card the round does not need: an engine that draws a card it should not
  draw takes it and fails.

  Rule: 3.14 Third cards follow the Table of Play: a Natural stops; Player draws on 0-5; Banker by its total and Player's third card
    Following the announcement of the point total of each hand after the
    initial four cards are dealt, a third card shall be dealt to each hand
    if so required pursuant to the Table of Play below:
    <b>TABLE OF PLAY</b>
    If the point total of the "Player" hand or the "Banker" hand after the
    initial four cards are dealt is "8" or "9", which is called a "Natural",
    no more cards shall be dealt to either hand.
    If there is no "Natural" hand:
    "Player"        "Banker"
    0, 1, 2, 3, 4, 5    Draws a Card    0, 1, 2    Draws a Card
    6, 7    Stand    3    Draws except when "Player" draws an "8" as 3
    <sup>rd</sup> Card
            4    Draws when "Player" 3 <sup>rd</sup> Card is "2", "3", "4",
    "5", "6" or "7"
            5    Draws when "Player" 3 <sup>rd</sup> Card is "4", "5", "6"
    or "7"
    6    Draws when "Player" 3 <sup>rd</sup> Card is "6" or "7"
    7    Stands
    When "Player" stands on "6" or "7", "Banker" draws on "0" - "5"

    @clause:mbs-tiger-ncb-v5:1.1.5
    Scenario Outline: 3.14 A Natural stops the deal (<case>)
      A two-card total of 8 or 9 on either side is a Natural and ends the deal:
      neither hand draws, whatever the other hand's total. Natural against
      Natural is settled on the two totals.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And 4 cards are used
      And the winner is "<winner>"

      Examples:
        | case                                      | shoe           | player | pt | banker | bt | winner |
        | Player natural 8 against 0                | 2C 4C 6C 6H KC | 2C 6C  | 8  | 4C 6H  | 0  | player |
        | Player natural 9 against 1                | TD AH 9C JH QS | TD 9C  | 9  | AH JH  | 1  | player |
        | Player natural 8 against 2                | QC 5S 8S 7H QS | QC 8S  | 8  | 5S 7H  | 2  | player |
        | Player natural 9 against 3                | 8D 7H AC 6H JS | 8D AC  | 9  | 7H 6H  | 3  | player |
        | Player natural 8 against 4                | 3S 8C 5S 6C 4D | 3S 5S  | 8  | 8C 6C  | 4  | player |
        | Player natural 9 against 5                | 7C 7C 2D 8D AS | 7C 2D  | 9  | 7C 8D  | 5  | player |
        | Player natural 8 against 6                | AH 8S 7D 8H JH | AH 7D  | 8  | 8S 8H  | 6  | player |
        | Player natural 9 against 7                | 9D 2S JS 5H KC | 9D JS  | 9  | 2S 5H  | 7  | player |
        | Banker natural 9 against 0                | 8H 2S 2C 7D 8C | 8H 2C  | 0  | 2S 7D  | 9  | banker |
        | Banker natural 8 against 1                | 8S 6C 3C 2S 5S | 8S 3C  | 1  | 6C 2S  | 8  | banker |
        | Banker natural 9 against 2                | 3H AD 9C 8H 3C | 3H 9C  | 2  | AD 8H  | 9  | banker |
        | Banker natural 8 against 3                | JD 5C 3H 3C TC | JD 3H  | 3  | 5C 3C  | 8  | banker |
        | Banker natural 9 against 4                | 2S 2S 2C 7D TD | 2S 2C  | 4  | 2S 7D  | 9  | banker |
        | Banker natural 8 against 5                | 4C 2H AH 6S 7S | 4C AH  | 5  | 2H 6S  | 8  | banker |
        | Banker natural 9 against 6                | 2S 4H 4S 5D 9D | 2S 4S  | 6  | 4H 5D  | 9  | banker |
        | Banker natural 8 against 7                | 2H 3S 5C 5S KS | 2H 5C  | 7  | 3S 5S  | 8  | banker |
        | Player natural 8 against Banker natural 8 | 9H 4D 9H 4S 4C | 9H 9H  | 8  | 4D 4S  | 8  | tie    |
        | Player natural 9 against Banker natural 9 | 8C 8S AS AD 9D | 8C AS  | 9  | 8S AD  | 9  | tie    |
        | Player natural 8 against Banker natural 9 | 3D 5C 5S 4S 2S | 3D 5S  | 8  | 5C 4S  | 9  | banker |
        | Player natural 9 against Banker natural 8 | 7C 6S 2C 2H AS | 7C 2C  | 9  | 6S 2H  | 8  | player |

    Scenario Outline: 3.14 The Player on <p> <player action> (<shoe>)
      Without a Natural on either side, the Player hand takes a third card on
      a two-card total of 0 to 5 and stays on two cards at 6 or 7.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | p | shoe                 | player   | pt | player action       | banker   | bt | cards | winner |
        | 0 | KH AH TD AD 3S 6H 9C | KH TD 3S | 3  | draws a third card  | AH AD 6H | 8  | 6     | banker |
        | 0 | 4D 3H 6C 7S 9S QD TD | 4D 6C 9S | 9  | draws a third card  | 3H 7S QD | 0  | 6     | player |
        | 1 | 8H 4H 3D 2C 4S 6S    | 8H 3D 4S | 5  | draws a third card  | 4H 2C    | 6  | 5     | banker |
        | 1 | 2D 6S 9D QC 6C 2S 8D | 2D 9D 6C | 7  | draws a third card  | 6S QC 2S | 8  | 6     | banker |
        | 2 | 3H TC 9C 6H JS 9C    | 3H 9C JS | 2  | draws a third card  | TC 6H    | 6  | 5     | banker |
        | 2 | TH AS 2H 2H 7C 2H TC | TH 2H 7C | 9  | draws a third card  | AS 2H 2H | 5  | 6     | player |
        | 3 | 2D 7S AC QS 8D 2S    | 2D AC 8D | 1  | draws a third card  | 7S QS    | 7  | 5     | banker |
        | 3 | 2C 2S AD 3S AH 6S    | 2C AD AH | 4  | draws a third card  | 2S 3S    | 5  | 5     | banker |
        | 4 | 4S 6D KH 6S JS 4C TS | 4S KH JS | 4  | draws a third card  | 6D 6S 4C | 6  | 6     | banker |
        | 4 | KC 3H 4D 4S 6D 2H    | KC 4D 6D | 0  | draws a third card  | 3H 4S    | 7  | 5     | banker |
        | 5 | 9D 7S 6S QS 2H JC    | 9D 6S 2H | 7  | draws a third card  | 7S QS    | 7  | 5     | tie    |
        | 5 | 5D 9S TC 3H 5D 5D 4D | 5D TC 5D | 0  | draws a third card  | 9S 3H 5D | 7  | 6     | banker |
        | 6 | 8C 2H 8C 3C 7D KS    | 8C 8C    | 6  | stands on two cards | 2H 3C 7D | 2  | 5     | player |
        | 6 | AS 5H 5C 7S 9H 4D    | AS 5C    | 6  | stands on two cards | 5H 7S 9H | 1  | 5     | player |
        | 7 | TS AS 7S 4H 5D 6C    | TS 7S    | 7  | stands on two cards | AS 4H 5D | 0  | 5     | player |
        | 7 | JD JH 7D 5S 2D 5S    | JD 7D    | 7  | stands on two cards | JH 5S 2D | 7  | 5     | tie    |

    Scenario Outline: 3.14 The Player stands on <p>, the Banker on <b> <banker action>
      If the Player stays on 6 or 7 and neither hand is a Natural, the Banker
      draws on 0 to 5 and stays on two cards at 6 or 7, as if it were the
      Player.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player stands on two cards
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | p | b | shoe              | player | pt | banker   | bt | banker action       | cards | winner |
        | 6 | 0 | 4S 9D 2S AC 7D 3H | 4S 2S  | 6  | 9D AC 7D | 7  | draws a third card  | 5     | banker |
        | 7 | 0 | JC AS 7S 9C 7S 9C | JC 7S  | 7  | AS 9C 7S | 7  | draws a third card  | 5     | tie    |
        | 6 | 1 | 3S 2H 3D 9D TD TD | 3S 3D  | 6  | 2H 9D TD | 1  | draws a third card  | 5     | player |
        | 7 | 1 | 9S 2C 8C 9C JH 3H | 9S 8C  | 7  | 2C 9C JH | 1  | draws a third card  | 5     | player |
        | 6 | 2 | 8H AS 8S AC AD TD | 8H 8S  | 6  | AS AC AD | 3  | draws a third card  | 5     | player |
        | 7 | 2 | AD 8D 6D 4C 9H 5H | AD 6D  | 7  | 8D 4C 9H | 1  | draws a third card  | 5     | player |
        | 6 | 3 | 7H 8H 9D 5S 7H 8S | 7H 9D  | 6  | 8H 5S 7H | 0  | draws a third card  | 5     | player |
        | 7 | 3 | 6S 3S AH JS 9C QS | 6S AH  | 7  | 3S JS 9C | 2  | draws a third card  | 5     | player |
        | 6 | 4 | 6C AD JS 3C 9H KC | 6C JS  | 6  | AD 3C 9H | 3  | draws a third card  | 5     | player |
        | 7 | 4 | AS 8H 6H 6D 2C 3S | AS 6H  | 7  | 8H 6D 2C | 6  | draws a third card  | 5     | player |
        | 6 | 5 | 6H 3D KS 2C 7D KS | 6H KS  | 6  | 3D 2C 7D | 2  | draws a third card  | 5     | player |
        | 7 | 5 | JD 3H 7C 2S 6S 4C | JD 7C  | 7  | 3H 2S 6S | 1  | draws a third card  | 5     | player |
        | 6 | 6 | 4S 6S 2D JC 4S    | 4S 2D  | 6  | 6S JC    | 6  | stands on two cards | 4     | tie    |
        | 7 | 6 | AC 7H 6D 9D 5S    | AC 6D  | 7  | 7H 9D    | 6  | stands on two cards | 4     | player |
        | 6 | 7 | KC 5C 6D 2D KD    | KC 6D  | 6  | 5C 2D    | 7  | stands on two cards | 4     | banker |
        | 7 | 7 | KC 8D 7D 9S 7H    | KC 7D  | 7  | 8D 9S    | 7  | stands on two cards | 4     | tie    |

    Scenario Outline: 3.14 Banker on <b> draws whatever the Player's third card (Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards, the Banker takes a third card after any
      Player third card, 0 to 9.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | b | third | shoe                 | player   | pt | banker   | bt | banker action      | cards | winner |
        | 0 | 0     | 6H 2H 9H 8H TH KD QS | 6H 9H TH | 5  | 2H 8H KD | 0  | draws a third card | 6     | player |
        | 0 | 1     | AS 7C 4H 3D AC 2D TH | AS 4H AC | 6  | 7C 3D 2D | 2  | draws a third card | 6     | player |
        | 0 | 2     | AD 3D AS 7D 2S 5S 4H | AD AS 2S | 4  | 3D 7D 5S | 5  | draws a third card | 6     | banker |
        | 0 | 3     | 8D AC 4H 9H 3H 6C 4H | 8D 4H 3H | 5  | AC 9H 6C | 6  | draws a third card | 6     | banker |
        | 0 | 4     | 3H 2D AS 8D 4H 7H KD | 3H AS 4H | 8  | 2D 8D 7H | 7  | draws a third card | 6     | player |
        | 0 | 5     | 5D 2C 8D 8D 5H 6S AC | 5D 8D 5H | 8  | 2C 8D 6S | 6  | draws a third card | 6     | player |
        | 0 | 6     | 7S AD 6S 9C 6C 9C TC | 7S 6S 6C | 9  | AD 9C 9C | 9  | draws a third card | 6     | tie    |
        | 0 | 7     | 4D 2D 8D 8S 7S 5S QC | 4D 8D 7S | 9  | 2D 8S 5S | 5  | draws a third card | 6     | player |
        | 0 | 8     | 4C 5D 8C 5S 8C AC 8S | 4C 8C 8C | 0  | 5D 5S AC | 1  | draws a third card | 6     | banker |
        | 0 | 9     | 8H 2H 3C 8S 9S 2S 4S | 8H 3C 9S | 0  | 2H 8S 2S | 2  | draws a third card | 6     | banker |
        | 1 | 0     | 2D AH 8D TH TC 9D 5C | 2D 8D TC | 0  | AH TH 9D | 0  | draws a third card | 6     | tie    |
        | 1 | 1     | 2D 3H AS 8H AH 8D 5H | 2D AS AH | 4  | 3H 8H 8D | 9  | draws a third card | 6     | banker |
        | 1 | 2     | AD 7S JD 4H 2H 7C TD | AD JD 2H | 3  | 7S 4H 7C | 8  | draws a third card | 6     | banker |
        | 1 | 3     | 2S 2H 3H 9H 3S 4D 5C | 2S 3H 3S | 8  | 2H 9H 4D | 5  | draws a third card | 6     | player |
        | 1 | 4     | 4H 7D 8D 4S 4H 6D 4D | 4H 8D 4H | 6  | 7D 4S 6D | 7  | draws a third card | 6     | banker |
        | 1 | 5     | AS 7C AD 4D 5C 8C 4S | AS AD 5C | 7  | 7C 4D 8C | 9  | draws a third card | 6     | banker |
        | 1 | 6     | QS 3H 4D 8D 6H 2H 9D | QS 4D 6H | 0  | 3H 8D 2H | 3  | draws a third card | 6     | banker |
        | 1 | 7     | 4C 2D 7D 9H 7C TS 2H | 4C 7D 7C | 8  | 2D 9H TS | 1  | draws a third card | 6     | player |
        | 1 | 8     | 8C 2H 3C 9D 8S TS 6H | 8C 3C 8S | 9  | 2H 9D TS | 1  | draws a third card | 6     | player |
        | 1 | 9     | 3D 9C AH 2H 9D 8C 9S | 3D AH 9D | 3  | 9C 2H 8C | 9  | draws a third card | 6     | banker |
        | 2 | 0     | 3C 2S 9H QH TH QC KD | 3C 9H TH | 2  | 2S QH QC | 2  | draws a third card | 6     | tie    |
        | 2 | 1     | QC 2H AS QD AC 4S 4C | QC AS AC | 2  | 2H QD 4S | 6  | draws a third card | 6     | banker |
        | 2 | 2     | 3C 3D 2H 9C 2H 9H QS | 3C 2H 2H | 7  | 3D 9C 9H | 1  | draws a third card | 6     | player |
        | 2 | 3     | JD 2S 5C QH 3C 9D JH | JD 5C 3C | 8  | 2S QH 9D | 1  | draws a third card | 6     | player |
        | 2 | 4     | AC 9D QH 3S 4H 7H 3C | AC QH 4H | 5  | 9D 3S 7H | 9  | draws a third card | 6     | banker |
        | 2 | 5     | 9D 6C AC 6S 5D 6C 7C | 9D AC 5D | 5  | 6C 6S 6C | 8  | draws a third card | 6     | banker |
        | 2 | 6     | AC 2S AS KS 6D 2H TD | AC AS 6D | 8  | 2S KS 2H | 4  | draws a third card | 6     | player |
        | 2 | 7     | AD 5D AS 7D 7D JD 3H | AD AS 7D | 9  | 5D 7D JD | 2  | draws a third card | 6     | player |
        | 2 | 8     | 3C 6S 2C 6C 8D 7S 5C | 3C 2C 8D | 3  | 6S 6C 7S | 9  | draws a third card | 6     | banker |
        | 2 | 9     | 4H 7D 6H 5H 9S 4H TD | 4H 6H 9S | 9  | 7D 5H 4H | 6  | draws a third card | 6     | player |

    Scenario Outline: 3.14 Banker on 3 draws unless the Player's third card is an 8 (Player third card <third>: <banker action>)
      With 3 on two cards, the Banker takes a third card after a Player third
      card worth 0 to 7 or 9, and stays on two cards after an 8.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                 | player   | pt | banker   | bt | banker action       | cards | winner |
        | 0     | JD QS 3C 3D KS TS TH | JD 3C KS | 3  | QS 3D TS | 3  | draws a third card  | 6     | tie    |
        | 1     | 8D 8S 3C 5S AD 7D 4H | 8D 3C AD | 2  | 8S 5S 7D | 0  | draws a third card  | 6     | player |
        | 2     | AC 8H 9S 5S 2H 2H KC | AC 9S 2H | 2  | 8H 5S 2H | 5  | draws a third card  | 6     | banker |
        | 3     | 7C KD 6C 3H 3S 7C JC | 7C 6C 3S | 6  | KD 3H 7C | 0  | draws a third card  | 6     | player |
        | 4     | 6D 2S 5S AS 4H JH JH | 6D 5S 4H | 5  | 2S AS JH | 3  | draws a third card  | 6     | player |
        | 5     | 3H 5D 9C 8D 5C 8C 8C | 3H 9C 5C | 7  | 5D 8D 8C | 1  | draws a third card  | 6     | player |
        | 6     | 8S 6D 4D 7S 6H TS 3D | 8S 4D 6H | 8  | 6D 7S TS | 3  | draws a third card  | 6     | player |
        | 7     | 4S 8H AS 5S 7D 3D 2S | 4S AS 7D | 2  | 8H 5S 3D | 6  | draws a third card  | 6     | banker |
        | 8     | 5H AS 9D 2H 8H 2S    | 5H 9D 8H | 2  | AS 2H    | 3  | stands on two cards | 5     | banker |
        | 9     | 3D AS AS 2D 9S 8D KD | 3D AS 9S | 3  | AS 2D 8D | 1  | draws a third card  | 6     | player |

    Scenario Outline: 3.14 Banker on 4 draws only on a Player third card of 2 to 7 (Player third card <third>: <banker action>)
      With 4 on two cards, the Banker takes a third card only after a Player
      third card worth 2 to 7; after 0, 1, 8 or 9 it stays.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                 | player   | pt | banker   | bt | banker action       | cards | winner |
        | 0     | 3H 9S 2C 5H KS QH    | 3H 2C KS | 5  | 9S 5H    | 4  | stands on two cards | 5     | player |
        | 1     | 3S 2H 2H 2H AC KC    | 3S 2H AC | 6  | 2H 2H    | 4  | stands on two cards | 5     | player |
        | 2     | 4S KD 6S 4D 2C 7H AD | 4S 6S 2C | 2  | KD 4D 7H | 1  | draws a third card  | 6     | player |
        | 3     | 9H AS 4S 3H 3S AC 4D | 9H 4S 3S | 6  | AS 3H AC | 5  | draws a third card  | 6     | player |
        | 4     | 5S KC 9C 4S 4S 6S JH | 5S 9C 4S | 8  | KC 4S 6S | 0  | draws a third card  | 6     | player |
        | 5     | 4D 5C 7C 9C 5S AH TS | 4D 7C 5S | 6  | 5C 9C AH | 5  | draws a third card  | 6     | player |
        | 6     | 7S 9S 7H 5S 6C AD 7H | 7S 7H 6C | 0  | 9S 5S AD | 5  | draws a third card  | 6     | banker |
        | 7     | AS 6S TS 8D 7C 6C AS | AS TS 7C | 8  | 6S 8D 6C | 0  | draws a third card  | 6     | player |
        | 8     | 3D 9C JH 5C 8D QS    | 3D JH 8D | 1  | 9C 5C    | 4  | stands on two cards | 5     | banker |
        | 9     | TH 3D 5C AS 9H 5D    | TH 5C 9H | 4  | 3D AS    | 4  | stands on two cards | 5     | tie    |

    Scenario Outline: 3.14 Banker on 5 draws only on a Player third card of 4 to 7 (Player third card <third>: <banker action>)
      With 5 on two cards, the Banker takes a third card only after a Player
      third card worth 4 to 7; after 0 to 3, 8 or 9 it stays.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                 | player   | pt | banker   | bt | banker action       | cards | winner |
        | 0     | 7D 3S 8D 2S QD 5D    | 7D 8D QD | 5  | 3S 2S    | 5  | stands on two cards | 5     | tie    |
        | 1     | AS 6S 2C 9C AD AC    | AS 2C AD | 4  | 6S 9C    | 5  | stands on two cards | 5     | banker |
        | 2     | 3H 6D AS 9S 2S 3C    | 3H AS 2S | 6  | 6D 9S    | 5  | stands on two cards | 5     | player |
        | 3     | KH 9C AD 6S 3D 8C    | KH AD 3D | 4  | 9C 6S    | 5  | stands on two cards | 5     | banker |
        | 4     | 2C 8H QS 7H 4H KC 9S | 2C QS 4H | 6  | 8H 7H KC | 5  | draws a third card  | 6     | player |
        | 5     | 6D 4D 4S AS 5D 8C 5S | 6D 4S 5D | 5  | 4D AS 8C | 3  | draws a third card  | 6     | player |
        | 6     | 3C TD 9S 5H 6D QS AC | 3C 9S 6D | 8  | TD 5H QS | 5  | draws a third card  | 6     | player |
        | 7     | JD 9H 5S 6H 7C 4D 7S | JD 5S 7C | 2  | 9H 6H 4D | 9  | draws a third card  | 6     | banker |
        | 8     | AS 2C QH 3C 8S 4D    | AS QH 8S | 9  | 2C 3C    | 5  | stands on two cards | 5     | player |
        | 9     | 4C 6D 7H 9H 9H QD    | 4C 7H 9H | 0  | 6D 9H    | 5  | stands on two cards | 5     | banker |

    Scenario Outline: 3.14 Banker on 6 draws only on a Player third card of 6 or 7 (Player third card <third>: <banker action>)
      With 6 on two cards, the Banker takes a third card only after a Player
      third card worth 6 or 7; otherwise it stays. The rule looks at the value
      of the Player's third card, not at the Player's new total.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                 | player   | pt | banker   | bt | banker action       | cards | winner |
        | 0     | 2H 2C 8H 4C JH 3C    | 2H 8H JH | 0  | 2C 4C    | 6  | stands on two cards | 5     | banker |
        | 1     | KH AC AS 5D AH 3D    | KH AS AH | 2  | AC 5D    | 6  | stands on two cards | 5     | banker |
        | 2     | 3S 4S 8D 2D 2S TC    | 3S 8D 2S | 3  | 4S 2D    | 6  | stands on two cards | 5     | banker |
        | 3     | 6C 2C 8D 4D 3C 9H    | 6C 8D 3C | 7  | 2C 4D    | 6  | stands on two cards | 5     | player |
        | 4     | 8C 3H 7S 3S 4D 6C    | 8C 7S 4D | 9  | 3H 3S    | 6  | stands on two cards | 5     | player |
        | 5     | 3C 2C AC 4H 5C 5C    | 3C AC 5C | 9  | 2C 4H    | 6  | stands on two cards | 5     | player |
        | 6     | 6D 2S 7C 4C 6D JD 2H | 6D 7C 6D | 9  | 2S 4C JD | 6  | draws a third card  | 6     | player |
        | 7     | AH 4C 3S 2S 7H KH 3S | AH 3S 7H | 1  | 4C 2S KH | 6  | draws a third card  | 6     | banker |
        | 8     | 7C 6S 7C QH 8D TD    | 7C 7C 8D | 2  | 6S QH    | 6  | stands on two cards | 5     | banker |
        | 9     | 6D 7H 9C 9S 9C 4S    | 6D 9C 9C | 4  | 7H 9S    | 6  | stands on two cards | 5     | banker |

    Scenario Outline: 3.14 Banker on 7 never draws (Player third card <third>: <banker action>)
      With 7 on two cards the Banker stays, whatever the Player's third card.

      Given the game "mbs-tiger-ncb-v5" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe              | player   | pt | banker | bt | banker action       | cards | winner |
        | 0     | AD AD 3D 6C KS AS | AD 3D KS | 4  | AD 6C  | 7  | stands on two cards | 5     | banker |
        | 1     | 7D 3C 3C 4H AH 7C | 7D 3C AH | 1  | 3C 4H  | 7  | stands on two cards | 5     | banker |
        | 2     | 4H 7H 8C QD 2C 7S | 4H 8C 2C | 4  | 7H QD  | 7  | stands on two cards | 5     | banker |
        | 3     | 5S 2C 6C 5C 3C 5H | 5S 6C 3C | 4  | 2C 5C  | 7  | stands on two cards | 5     | banker |
        | 4     | KC 2D JC 5S 4S QS | KC JC 4S | 4  | 2D 5S  | 7  | stands on two cards | 5     | banker |
        | 5     | 8S 8S 7S 9H 5H QC | 8S 7S 5H | 0  | 8S 9H  | 7  | stands on two cards | 5     | banker |
        | 6     | 3D JH 2C 7S 6H AC | 3D 2C 6H | 1  | JH 7S  | 7  | stands on two cards | 5     | banker |
        | 7     | 3S 9D 9S 8D 7H JC | 3S 9S 7H | 9  | 9D 8D  | 7  | stands on two cards | 5     | player |
        | 8     | 9H 6S 3D AC 8S 7C | 9H 3D 8S | 0  | 6S AC  | 7  | stands on two cards | 5     | banker |
        | 9     | 2H 5C AH 2C 9S 6H | 2H AH 9S | 2  | 5C 2C  | 7  | stands on two cards | 5     | banker |
