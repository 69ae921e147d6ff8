@clause:mbs-ncb-v6:3.9
Feature: No Commission Baccarat v6, rule 3.9: the Table of Play

  After the first four cards, the point totals of the two hands decide whether
  either hand gets a third card, and only the Table of Play can give one. Each
  outline below covers one part of the table cell by cell with concrete shoes:
  the expected hands were worked out from the rules, card by card. The cards
  after those a round needs are there on purpose: an engine that draws a card
  it should not draw uses them and fails.

  Rule: 3.9.1 A Natural (8 or 9) on either hand ends the deal: neither hand draws
    If the point total of the "Player" hand or the "Banker" hand after the
    initial four cards are dealt is 8 or 9, which is called a "Natural", no
    more cards shall be dealt to either hand.

    @clause:mbs-ncb-v6:3.9.1 @clause:mbs-ncb-v6:1.1.3
    Scenario Outline: 3.9.1 A <natural> natural <n> against <other> ends the deal: no third card to either hand
      A hand whose first two cards total 8 or 9 is a Natural, and a Natural on
      either side stops the deal: neither the Player nor the Banker draws,
      whatever the other hand's total. Natural against Natural is settled on
      the totals.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And 4 cards are used
      And the winner is "<winner>"

      Examples:
        | natural | n | other | shoe              | player | pt | banker | bt | winner |
        | Player  | 8 | 0     | AD 5S 7H 5C 5C 2D | AD 7H  | 8  | 5S 5C  | 0  | player |
        | Banker  | 8 | 0     | 5S AH 5C 7S 5D 2H | 5S 5C  | 0  | AH 7S  | 8  | banker |
        | Player  | 8 | 1     | 4H 4C 4S 7D 5D 2H | 4H 4S  | 8  | 4C 7D  | 1  | player |
        | Banker  | 8 | 1     | 4C 4S 7D 4C 5H 2S | 4C 7D  | 1  | 4S 4C  | 8  | banker |
        | Player  | 8 | 2     | 7S 3D AC 9H 5H 2S | 7S AC  | 8  | 3D 9H  | 2  | player |
        | Banker  | 8 | 2     | 3D 7C 9H AD 5S 2C | 3D 9H  | 2  | 7C AD  | 8  | banker |
        | Player  | 8 | 3     | TC 2H 8D AS 5S 2C | TC 8D  | 8  | 2H AS  | 3  | player |
        | Banker  | 8 | 3     | 2H QD AS 8H 5C 2D | 2H AS  | 3  | QD 8H  | 8  | banker |
        | Player  | 8 | 4     | 3D AS 5H 3C 5C 2D | 3D 5H  | 8  | AS 3C  | 4  | player |
        | Banker  | 8 | 4     | AS 3H 3C 5S 5D 2H | AS 3C  | 4  | 3H 5S  | 8  | banker |
        | Player  | 8 | 5     | 6H QC 2S 5D 5D 2H | 6H 2S  | 8  | QC 5D  | 5  | player |
        | Banker  | 8 | 5     | TC 6S 5D 2C 5H 2S | TC 5D  | 5  | 6S 2C  | 8  | banker |
        | Player  | 8 | 6     | 9S 9D 9C 7H 5H 2S | 9S 9C  | 8  | 9D 7H  | 6  | player |
        | Banker  | 8 | 6     | 9D 9C 7H 9D 5S 2C | 9D 7H  | 6  | 9C 9D  | 8  | banker |
        | Player  | 8 | 7     | 2C 8H 6D 9S 5S 2C | 2C 6D  | 8  | 8H 9S  | 7  | player |
        | Banker  | 8 | 7     | 8H 2D 9S 6H 5C 2D | 8H 9S  | 7  | 2D 6H  | 8  | banker |
        | Player  | 8 | 8     | 5D 7S 3H AC 5C 2D | 5D 3H  | 8  | 7S AC  | 8  | tie    |
        | Player  | 8 | 9     | 8H 6S KS 3C 5D 2H | 8H KS  | 8  | 6S 3C  | 9  | banker |
        | Player  | 9 | 0     | AH 8C 8S 2D 5D 2H | AH 8S  | 9  | 8C 2D  | 0  | player |
        | Banker  | 9 | 0     | 8C AS 2D 8C 5H 2S | 8C 2D  | 0  | AS 8C  | 9  | banker |
        | Player  | 9 | 1     | 4S 7D 5C 4H 5H 2S | 4S 5C  | 9  | 7D 4H  | 1  | player |
        | Banker  | 9 | 1     | 7D 4C 4H 5D 5S 2C | 7D 4H  | 1  | 4C 5D  | 9  | banker |
        | Player  | 9 | 2     | 7C 6H 2D 6S 5S 2C | 7C 2D  | 9  | 6H 6S  | 2  | player |
        | Banker  | 9 | 2     | 6H 7D 6S 2H 5C 2D | 6H 6S  | 2  | 7D 2H  | 9  | banker |
        | Player  | 9 | 3     | TD 5S 9H 8C 5C 2D | TD 9H  | 9  | 5S 8C  | 3  | player |
        | Banker  | 9 | 3     | 5S QH 8C 9S 5D 2H | 5S 8C  | 3  | QH 9S  | 9  | banker |
        | Player  | 9 | 4     | 3H 4C 6S KD 5D 2H | 3H 6S  | 9  | 4C KD  | 4  | player |
        | Banker  | 9 | 4     | 4C 3S JD 6C 5H 2S | 4C JD  | 4  | 3S 6C  | 9  | banker |
        | Player  | 9 | 5     | 6S 3D 3C 2H 5H 2S | 6S 3C  | 9  | 3D 2H  | 5  | player |
        | Banker  | 9 | 5     | 3D 6C 2H 3D 5S 2C | 3D 2H  | 5  | 6C 3D  | 9  | banker |
        | Player  | 9 | 6     | 9C 2H JD 4S 5S 2C | 9C JD  | 9  | 2H 4S  | 6  | player |
        | Banker  | 9 | 6     | 2H 9D 4S KH 5C 2D | 2H 4S  | 6  | 9D KH  | 9  | banker |
        | Player  | 9 | 7     | 2D AS 7H 6C 5C 2D | 2D 7H  | 9  | AS 6C  | 7  | player |
        | Banker  | 9 | 7     | AS 2H 6C 7S 5D 2H | AS 6C  | 7  | 2H 7S  | 9  | banker |
        | Player  | 9 | 8     | 5H QC 4S 8D 5D 2H | 5H 4S  | 9  | QC 8D  | 8  | player |
        | Player  | 9 | 9     | 8S 9C AC JD 5H 2S | 8S AC  | 9  | 9C JD  | 9  | tie    |

  Rule: 3.9.2 Player draws on 0 to 5 and stands on 6 or 7; 8 or 9 is a Natural
    When the "Player" has:
    0-1-2-3-4-5 "Player" draws a card
    6-7 "Player" stands
    8-9 Natural, no cards are drawn to either hand

    @clause:mbs-ncb-v6:3.9.2
    Scenario Outline: 3.9.2 The Player on <p> <player action> (<shoe>)
      Without a Natural on either side, the Player hand takes a third card when
      its first two cards total 0 to 5 and stays on two cards at 6 or 7. (8 and
      9 are Naturals: see 3.9.1.)

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | p | shoe                 | player   | pt | player action       | banker   | bt | cards | winner |
        | 0 | 4S 7D 6C 6H 2H 4S 9C | 4S 6C 2H | 2  | draws a third card  | 7D 6H 4S | 7  | 6     | banker |
        | 0 | 7D JH 3D 6S 7C 5C 9D | 7D 3D 7C | 7  | draws a third card  | JH 6S 5C | 1  | 6     | player |
        | 1 | 6H 6S 5S 4C 9D 5H 8H | 6H 5S 9D | 0  | draws a third card  | 6S 4C 5H | 5  | 6     | banker |
        | 1 | 9S 9D 2C 4D 4H 6S 8C | 9S 2C 4H | 5  | draws a third card  | 9D 4D 6S | 9  | 6     | banker |
        | 2 | 8C 5H 4D KS 6S 6C 7D | 8C 4D 6S | 8  | draws a third card  | 5H KS 6C | 1  | 6     | player |
        | 2 | AH 8S AH 2C AD 7D 7H | AH AH AD | 3  | draws a third card  | 8S 2C 7D | 7  | 6     | banker |
        | 3 | QS 4C 3C 8D 3H 7S 6S | QS 3C 3H | 6  | draws a third card  | 4C 8D 7S | 9  | 6     | banker |
        | 3 | 3C 7H QD 8H 8S 6C    | 3C QD 8S | 1  | draws a third card  | 7H 8H    | 5  | 5     | banker |
        | 4 | 2D 3H 2D 4S KC 5C    | 2D 2D KC | 4  | draws a third card  | 3H 4S    | 7  | 5     | banker |
        | 4 | 5D 6S 9H 6S 5C 9D 5H | 5D 9H 5C | 9  | draws a third card  | 6S 6S 9D | 1  | 6     | player |
        | 5 | 4H 2C AS 2D 7D 9H 4S | 4H AS 7D | 2  | draws a third card  | 2C 2D 9H | 3  | 6     | banker |
        | 5 | 7C 5D 8C 2H 2S 4S    | 7C 8C 2S | 7  | draws a third card  | 5D 2H    | 7  | 5     | tie    |
        | 6 | 6C AH QD TH JS 3C    | 6C QD    | 6  | stands on two cards | AH TH JS | 1  | 5     | player |
        | 6 | 9D 4H 7D QS AC 3C    | 9D 7D    | 6  | stands on two cards | 4H QS AC | 5  | 5     | player |
        | 7 | 8D KS 9H 6S 2C       | 8D 9H    | 7  | stands on two cards | KS 6S    | 6  | 4     | player |
        | 7 | AD 3H 6H 8S 2C 2D    | AD 6H    | 7  | stands on two cards | 3H 8S 2C | 3  | 5     | player |

  Rule: 3.9.3 When Player stands, Banker draws on 0 to 5 and stands on 6 or 7
    When the "Player" stands, the "Banker" draws on 0-5 and stands on 6 or
    7.

    @clause:mbs-ncb-v6:3.9.3
    Scenario Outline: 3.9.3 The Player stands on <p>, the Banker on <b> <banker action>
      If the Player stays on two cards (6 or 7) and neither hand is a Natural,
      the Banker draws on 0 to 5 and stays on two cards at 6 or 7.

      Given the game "mbs-ncb-v6" with 8 decks
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
        | 6 | 0 | 9D 9S 7H AC 8C AD | 9D 7H  | 6  | 9S AC 8C | 8  | draws a third card  | 5     | banker |
        | 7 | 0 | 2H 2S 5S 8C AD AH | 2H 5S  | 7  | 2S 8C AD | 1  | draws a third card  | 5     | player |
        | 6 | 1 | 5H 4C AS 7D 9D 2H | 5H AS  | 6  | 4C 7D 9D | 0  | draws a third card  | 5     | player |
        | 7 | 1 | 8S 7C 9C 4D 2H 2S | 8S 9C  | 7  | 7C 4D 2H | 3  | draws a third card  | 5     | player |
        | 6 | 2 | AS 9D 5C 3H TH 3S | AS 5C  | 6  | 9D 3H TH | 2  | draws a third card  | 5     | player |
        | 7 | 2 | 4C 2D 3D JH 3S 3C | 4C 3D  | 7  | 2D JH 3S | 5  | draws a third card  | 5     | player |
        | 6 | 3 | 7C 4H 9D 9S AS 4C | 7C 9D  | 6  | 4H 9S AS | 4  | draws a third card  | 5     | player |
        | 7 | 3 | QD 7H 7H 6S 4C 4D | QD 7H  | 7  | 7H 6S 4C | 7  | draws a third card  | 5     | tie    |
        | 6 | 4 | 3D 9S 3H 5C 2C 5D | 3D 3H  | 6  | 9S 5C 2C | 6  | draws a third card  | 5     | tie    |
        | 7 | 4 | 6H 2S AS 2C 5D 5H | 6H AS  | 7  | 2S 2C 5D | 9  | draws a third card  | 5     | banker |
        | 6 | 5 | 9H 4C 7S AD 3D 6H | 9H 7S  | 6  | 4C AD 3D | 8  | draws a third card  | 5     | banker |
        | 7 | 5 | 2S 7C 5C 8D 6H 6S | 2S 5C  | 7  | 7C 8D 6H | 1  | draws a third card  | 5     | player |
        | 6 | 6 | 5S 9D AC 7H 7H    | 5S AC  | 6  | 9D 7H    | 6  | stands on two cards | 4     | tie    |
        | 7 | 6 | 8S 2D 9C 4D 7H    | 8S 9C  | 7  | 2D 4D    | 6  | stands on two cards | 4     | player |
        | 6 | 7 | AS 4C 5C 3D 8H    | AS 5C  | 6  | 4C 3D    | 7  | stands on two cards | 4     | banker |
        | 7 | 7 | 4S 7C 3S QD 8H    | 4S 3S  | 7  | 7C QD    | 7  | stands on two cards | 4     | tie    |

  Rule: 3.9.4 After a Player third card: Banker 0-2 draws; 3 unless it is an 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; else stands
    When the "Banker" has:
    0-1-2 "Banker" draws when the "Player" third card has a point value of
    0-9.
    3 "Banker" draws when the "Player" third card has a point value of 0-9,
    except for 8.
    4 "Banker" draws when the "Player" third card has a point value of 2-7.
    5 "Banker" draws when the "Player" third card has a point value of 4-7.
    6 "Banker" draws when the "Player" third card has a point value of 6 or
    7.
    "Banker" stands at all other times.

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 0 draws whatever the Player's third card (Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards, the Banker takes a third card after any
      Player third card, 0 to 9.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                 | player   | pt | banker   | bt | banker action      | cards | winner |
        | 0     | AH 6C 9S 4D TD JH 3S | AH 9S TD | 0  | 6C 4D JH | 0  | draws a third card | 6     | tie    |
        | 1     | 4C 9D 7C AH AS 7S 4C | 4C 7C AS | 2  | 9D AH 7S | 7  | draws a third card | 6     | banker |
        | 2     | 7D 2H 5H 8S 2C 4D 5D | 7D 5H 2C | 4  | 2H 8S 4D | 4  | draws a third card | 6     | tie    |
        | 3     | JH 5C 3S 5C 3D AH 6S | JH 3S 3D | 6  | 5C 5C AH | 1  | draws a third card | 6     | player |
        | 4     | 3S 8D AC 2H 4H 8S 7C | 3S AC 4H | 8  | 8D 2H 8S | 8  | draws a third card | 6     | tie    |
        | 5     | 6D AH 9D 9S 5C 5C 8D | 6D 9D 5C | 0  | AH 9S 5C | 5  | draws a third card | 6     | banker |
        | 6     | 9H 4S AS 6C 6D 2H 9H | 9H AS 6D | 6  | 4S 6C 2H | 2  | draws a third card | 6     | player |
        | 7     | 2S 7D 9C 3D 7H 9S KC | 2S 9C 7H | 8  | 7D 3D 9S | 9  | draws a third card | 6     | banker |
        | 8     | 5C QH 7D KS 8S 6C AD | 5C 7D 8S | 0  | QH KS 6C | 6  | draws a third card | 6     | banker |
        | 9     | 8H 3S 5H 7C 9D 3D 2H | 8H 5H 9D | 2  | 3S 7C 3D | 3  | draws a third card | 6     | banker |

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 1 draws whatever the Player's third card (Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards, the Banker takes a third card after any
      Player third card, 0 to 9.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                 | player   | pt | banker   | bt | banker action      | cards | winner |
        | 0     | AS 6C KC 5D QH 3S 3S | AS KC QH | 1  | 6C 5D 3S | 4  | draws a third card | 6     | banker |
        | 1     | 4C 9H 8D 2H AS QC 4D | 4C 8D AS | 3  | 9H 2H QC | 1  | draws a third card | 6     | player |
        | 2     | 7D 2S 6H 9C 2C 7D 5H | 7D 6H 2C | 5  | 2S 9C 7D | 8  | draws a third card | 6     | banker |
        | 3     | KS 5C 4S 6D 3H 4H 6S | KS 4S 3H | 7  | 5C 6D 4H | 5  | draws a third card | 6     | player |
        | 4     | 3C 8D 2D 3H 4S AC 7C | 3C 2D 4S | 9  | 8D 3H AC | 2  | draws a third card | 6     | player |
        | 5     | 6D AS 4H TS 5C 8D 8H | 6D 4H 5C | 5  | AS TS 8D | 9  | draws a third card | 6     | banker |
        | 6     | 9H 4C 2S 7D 6D 5H 9S | 9H 2S 6D | 7  | 4C 7D 5H | 6  | draws a third card | 6     | player |
        | 7     | 2C 7D TC 4H 7S 2S JC | 2C TC 7S | 9  | 7D 4H 2S | 3  | draws a third card | 6     | player |
        | 8     | 5D TH 8H AS 8C 9D AD | 5D 8H 8C | 1  | TH AS 9D | 0  | draws a third card | 6     | player |
        | 9     | 8H 3C 6S 8C 9D 6H 2S | 8H 6S 9D | 3  | 3C 8C 6H | 7  | draws a third card | 6     | banker |

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 2 draws whatever the Player's third card (Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards, the Banker takes a third card after any
      Player third card, 0 to 9.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                 | player   | pt | banker   | bt | banker action      | cards | winner |
        | 0     | AS 6D AC 6H TH 6S 3C | AS AC TH | 2  | 6D 6H 6S | 8  | draws a third card | 6     | banker |
        | 1     | 4D 9H 9D 3S AC 3C 4D | 4D 9D AC | 4  | 9H 3S 3C | 5  | draws a third card | 6     | banker |
        | 2     | 7H 2S 7S JC 2D KH 5H | 7H 7S 2D | 6  | 2S JC KH | 2  | draws a third card | 6     | player |
        | 3     | JS 5D 5C 7D 3H 7S 6C | JS 5C 3H | 8  | 5D 7D 7S | 9  | draws a third card | 6     | banker |
        | 4     | 3C 8H 7D 4S 4S 4C 7D | 3C 7D 4S | 4  | 8H 4S 4C | 6  | draws a third card | 6     | banker |
        | 5     | 6H AS 5H AC 5D AD 8H | 6H 5H 5D | 6  | AS AC AD | 3  | draws a third card | 6     | player |
        | 6     | 9S 4C 3C 8D 6H 8S 9S | 9S 3C 6H | 8  | 4C 8D 8S | 0  | draws a third card | 6     | player |
        | 7     | 2C 7H AD 5H 7S 5C KD | 2C AD 7S | 0  | 7H 5H 5C | 7  | draws a third card | 6     | banker |
        | 8     | 5D QS 9H 2C 8C 2D AH | 5D 9H 8C | 2  | QS 2C 2D | 4  | draws a third card | 6     | banker |
        | 9     | 8S 3C 7S 9D 9H 9H 2S | 8S 7S 9H | 4  | 3C 9D 9H | 1  | draws a third card | 6     | player |

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 3 draws unless the Player's third card is an 8 (Player third card <third>: <banker action>)
      With 3 on two cards, the Banker takes a third card after a Player third
      card worth 0 to 7 or 9, and stays on two cards after an 8.

      Given the game "mbs-ncb-v6" with 8 decks
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
        | 0     | AC 6D 2D 7H QS 9C 3C | AC 2D QS | 3  | 6D 7H 9C | 2  | draws a third card  | 6     | player |
        | 1     | 4D 9S QH 4S AC 6D 4H | 4D QH AC | 5  | 9S 4S 6D | 9  | draws a third card  | 6     | banker |
        | 2     | 7H 2C 8S AD 2D 3H 5S | 7H 8S 2D | 7  | 2C AD 3H | 6  | draws a third card  | 6     | player |
        | 3     | KC 5D TC 8H 3S TS 6C | KC TC 3S | 3  | 5D 8H TS | 3  | draws a third card  | 6     | tie    |
        | 4     | 3D 8H 8H 5S 4C 7D 7D | 3D 8H 4C | 5  | 8H 5S 7D | 0  | draws a third card  | 6     | player |
        | 5     | 6H AC 6S 2C 5D 4H 8S | 6H 6S 5D | 7  | AC 2C 4H | 7  | draws a third card  | 6     | tie    |
        | 6     | 9S 4D 4C 9H 6H AS 9C | 9S 4C 6H | 9  | 4D 9H AS | 4  | draws a third card  | 6     | player |
        | 7     | 2D 7H 2D 6S 7C 8C JD | 2D 2D 7C | 1  | 7H 6S 8C | 1  | draws a third card  | 6     | tie    |
        | 8     | 5H TS KS 3C 8D AH    | 5H KS 8D | 3  | TS 3C    | 3  | stands on two cards | 5     | tie    |
        | 9     | 8H 3C 2S KD 9D 2H 2S | 8H 2S 9D | 9  | 3C KD 2H | 5  | draws a third card  | 6     | player |

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 4 draws only on a Player third card of 2 to 7 (Player third card <third>: <banker action>)
      With 4 on two cards, the Banker takes a third card only after a Player
      third card worth 2 to 7; after 0, 1, 8 or 9 it stays.

      Given the game "mbs-ncb-v6" with 8 decks
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
        | 0     | AC 6D 3C 8H KS 3S    | AC 3C KS | 4  | 6D 8H    | 4  | stands on two cards | 5     | tie    |
        | 1     | 4C 9H AD 5H AS 4C    | 4C AD AS | 6  | 9H 5H    | 4  | stands on two cards | 5     | player |
        | 2     | 7D 2H 3D 2S 2C 6C 5D | 7D 3D 2C | 2  | 2H 2S 6C | 0  | draws a third card  | 6     | player |
        | 3     | QH 5S AS 9C 3D 3H 6H | QH AS 3D | 4  | 5S 9C 3H | 7  | draws a third card  | 6     | banker |
        | 4     | 3S 8D 9C 6D 4H QS 7C | 3S 9C 4H | 6  | 8D 6D QS | 4  | draws a third card  | 6     | player |
        | 5     | 6C AH 7D 3S 5S 7C 8D | 6C 7D 5S | 8  | AH 3S 7C | 1  | draws a third card  | 6     | player |
        | 6     | 9H 4S 5H QC 6D 4D 9H | 9H 5H 6D | 0  | 4S QC 4D | 8  | draws a third card  | 6     | banker |
        | 7     | 2S 7C 3C 7D 7H AS TS | 2S 3C 7H | 2  | 7C 7D AS | 5  | draws a third card  | 6     | banker |
        | 8     | 5C KH 5D 4H 8S AC    | 5C 5D 8S | 8  | KH 4H    | 4  | stands on two cards | 5     | player |
        | 9     | 8D 3H 3D AS 9C 2C    | 8D 3D 9C | 0  | 3H AS    | 4  | stands on two cards | 5     | banker |

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 5 draws only on a Player third card of 4 to 7 (Player third card <third>: <banker action>)
      With 5 on two cards, the Banker takes a third card only after a Player
      third card worth 4 to 7; after 0 to 3, 8 or 9 it stays.

      Given the game "mbs-ncb-v6" with 8 decks
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
        | 0     | AD 6S 4H 9S JC 3D    | AD 4H JC | 5  | 6S 9S    | 5  | stands on two cards | 5     | tie    |
        | 1     | 4H 9S 6H 6C AD 4D    | 4H 6H AD | 1  | 9S 6C    | 5  | stands on two cards | 5     | banker |
        | 2     | 7H 2C 4S 3C 2D 5H    | 7H 4S 2D | 3  | 2C 3C    | 5  | stands on two cards | 5     | banker |
        | 3     | KS 5C 2S QD 3H 6H    | KS 2S 3H | 5  | 5C QD    | 5  | stands on two cards | 5     | tie    |
        | 4     | 3S 8D QC 7D 4H 3S 7C | 3S QC 4H | 7  | 8D 7D 3S | 8  | draws a third card  | 6     | banker |
        | 5     | 6C AH 8D 4S 5S JC 8D | 6C 8D 5S | 9  | AH 4S JC | 5  | draws a third card  | 6     | player |
        | 6     | 9H 4S 6H AC 6D 7D 9H | 9H 6H 6D | 1  | 4S AC 7D | 2  | draws a third card  | 6     | banker |
        | 7     | 2S 7C 8C 8D 7H 4S TS | 2S 8C 7H | 7  | 7C 8D 4S | 9  | draws a third card  | 6     | banker |
        | 8     | 5C KH 6D 5H 8S AC    | 5C 6D 8S | 9  | KH 5H    | 5  | stands on two cards | 5     | player |
        | 9     | 8D 3H 4D 2S 9C 2C    | 8D 4D 9C | 1  | 3H 2S    | 5  | stands on two cards | 5     | banker |

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 6 draws only on a Player third card of 6 or 7 (Player third card <third>: <banker action>)
      With 6 on two cards, the Banker takes a third card only after a Player
      third card worth 6 or 7; otherwise it stays.

      Given the game "mbs-ncb-v6" with 8 decks
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
        | 0     | AD 6S 9H TS JC 3D    | AD 9H JC | 0  | 6S TS    | 6  | stands on two cards | 5     | banker |
        | 1     | 4H 9S 7H 7C AD 4D    | 4H 7H AD | 2  | 9S 7C    | 6  | stands on two cards | 5     | banker |
        | 2     | 7H 2C 5S 4C 2D 5H    | 7H 5S 2D | 4  | 2C 4C    | 6  | stands on two cards | 5     | banker |
        | 3     | KS 5C 3S AD 3H 6H    | KS 3S 3H | 6  | 5C AD    | 6  | stands on two cards | 5     | tie    |
        | 4     | 3S 8D AC 8D 4H 7S    | 3S AC 4H | 8  | 8D 8D    | 6  | stands on two cards | 5     | player |
        | 5     | 6C AD 9C 5H 5S 8S    | 6C 9C 5S | 0  | AD 5H    | 6  | stands on two cards | 5     | banker |
        | 6     | 9C 4H AD 2H 6S QC 9D | 9C AD 6S | 6  | 4H 2H QC | 6  | draws a third card  | 6     | tie    |
        | 7     | 2D 7S 9H 9C 7C 7D QH | 2D 9H 7C | 8  | 7S 9C 7D | 3  | draws a third card  | 6     | player |
        | 8     | 5S JC 7S 6D 8H AH    | 5S 7S 8H | 0  | JC 6D    | 6  | stands on two cards | 5     | banker |
        | 9     | 8S 3D 5C 3D 9H 2S    | 8S 5C 9H | 2  | 3D 3D    | 6  | stands on two cards | 5     | banker |

    @clause:mbs-ncb-v6:3.9.4
    Scenario Outline: 3.9.4 Banker on 7 never draws (Player third card <third>: <banker action>)
      With 7 on two cards the Banker is not in the drawing part of the table:
      it stays on two cards whatever the Player's third card.

      Given the game "mbs-ncb-v6" with 8 decks
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
        | 0     | AC 6D TC AH KS 3S | AC TC KS | 1  | 6D AH  | 7  | stands on two cards | 5     | banker |
        | 1     | 4C 9H 8D 8H AS 4C | 4C 8D AS | 3  | 9H 8H  | 7  | stands on two cards | 5     | banker |
        | 2     | 7D 2H 6D 5S 2C 5C | 7D 6D 2C | 5  | 2H 5S  | 7  | stands on two cards | 5     | banker |
        | 3     | JD 5S 4H 2S 3C 6D | JD 4H 3C | 7  | 5S 2S  | 7  | stands on two cards | 5     | tie    |
        | 4     | 3H 8S 2H 9C 4D 7D | 3H 2H 4D | 9  | 8S 9C  | 7  | stands on two cards | 5     | player |
        | 5     | 6H AC 4S 6C 5D 8H | 6H 4S 5D | 5  | AC 6C  | 7  | stands on two cards | 5     | banker |
        | 6     | 9S 4C 2S 3D 6H 9H | 9S 2S 6H | 7  | 4C 3D  | 7  | stands on two cards | 5     | tie    |
        | 7     | 2S 7D QC TD 7H QS | 2S QC 7H | 9  | 7D TD  | 7  | stands on two cards | 5     | player |
        | 8     | 5C JD 8C 7H 8S AS | 5C 8C 8S | 1  | JD 7H  | 7  | stands on two cards | 5     | banker |
        | 9     | 8C 3H 6D 4H 9S 2C | 8C 6D 9S | 3  | 3H 4H  | 7  | stands on two cards | 5     | banker |
