@clause:mbs-etg-v4:3.8
Feature: Electronic Baccarat v4, rule 3.8: the Table of Play, in all seven games

  After the first four cards, the two-card point totals decide whether
  either hand gets a third card. The seven electronic games share one Table
  of Play, so each outline below runs every cell of its part of the table in
  every game: a Natural on either side; the Player on each two-card total
  0 to 7; the Banker on each two-card total 0 to 7 against each Player third
  card 0 to 9 and against a Player who stood. Every game gets its own
  shoes (no two games replay the same deal), and the expected hands were
  worked out card by card from the rule. The card after those a round needs
  is there on purpose: an engine that draws a card it should not draw uses
  it and fails.

  Rule: 3.8 Third cards follow the Table of Play: a Natural stops; Player draws on 0-5; Banker by its total and Player's third card
    Following the announcement of the point total of each hand after the
    initial four cards are dealt, a third card shall be dealt to each hand
    if so required pursuant to the Table of Play below:
    TABLE OF PLAY
        If the point total of the "Player" hand or the "Banker" hand after
    the initial four cards are dealt is "8" or "9", which is called a
    "Natural, no more cards shall be dealt to either hand.
    If there is no "N    If there is no "Natural" hand:
    "Player"        "Banker"
    0, 1, 2, 3, 4, 5 6, 7    Draws a Card Stand    0, 1, 2 Draws a Card 3
    Draws except when "Player" draws an "8" as 3"d Card 4 Draws when
    "Player" 3"d Card is "2", "3", "4", "5", "6" or "7" 5 Draws when
    "Player" 3"d Card is "4", "5", "6" or "7" 6 Draws when "Player" 3"d Card
    is "6" or "7" 7 Stands When "Player" stands on "6" or "7", Banker draws
    on "0" – "5".

    @clause:mbs-etg-v4:1.1.8 @clause:mbs-etg-v4:1.1.7
    Scenario Outline: 3.8 A Natural stops the deal (<game>: <case>)
      A hand whose first two cards make 8 or 9 is a Natural. A Natural on
      either side ends the deal with the initial four cards: neither hand
      draws, whatever the other's total, and the round is settled on the
      two-card totals (Natural against Natural included).

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And 4 cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | case                                      | shoe              | player | pt | banker | bt | winner |
        | mbs-etg-v4-super-six-ncb   | Player natural 8 against 0                | QC QC 8D JH 7C 2C | QC 8D  | 8  | QC JH  | 0  | player |
        | mbs-etg-v4-super-six-ncb   | Player natural 9 against 1                | 8S 9D AH 2S KS 8D | 8S AH  | 9  | 9D 2S  | 1  | player |
        | mbs-etg-v4-super-six-ncb   | Player natural 8 against 2                | 3D 7C 5D 5D 7C 6H | 3D 5D  | 8  | 7C 5D  | 2  | player |
        | mbs-etg-v4-super-six-ncb   | Player natural 9 against 3                | 6H 5D 3H 8D 4H 7C | 6H 3H  | 9  | 5D 8D  | 3  | player |
        | mbs-etg-v4-super-six-ncb   | Player natural 8 against 4                | 4H KH 4D 4H 3S 8D | 4H 4D  | 8  | KH 4H  | 4  | player |
        | mbs-etg-v4-super-six-ncb   | Player natural 9 against 5                | 2D 2H 7D 3S 9D 6D | 2D 7D  | 9  | 2H 3S  | 5  | player |
        | mbs-etg-v4-super-six-ncb   | Player natural 8 against 6                | AC QH 7D 6H 3C 7H | AC 7D  | 8  | QH 6H  | 6  | player |
        | mbs-etg-v4-super-six-ncb   | Player natural 9 against 7                | 4D 8D 5S 9H JH 8S | 4D 5S  | 9  | 8D 9H  | 7  | player |
        | mbs-etg-v4-super-six-ncb   | Banker natural 9 against 0                | AD 7S 9S 2D AD AH | AD 9S  | 0  | 7S 2D  | 9  | banker |
        | mbs-etg-v4-super-six-ncb   | Banker natural 8 against 1                | 6D 2D 5H 6C 6D 2C | 6D 5H  | 1  | 2D 6C  | 8  | banker |
        | mbs-etg-v4-super-six-ncb   | Banker natural 9 against 2                | 8D TH 4D 9S 6S 9C | 8D 4D  | 2  | TH 9S  | 9  | banker |
        | mbs-etg-v4-super-six-ncb   | Banker natural 8 against 3                | AC QS 2S 8C AC 4H | AC 2S  | 3  | QS 8C  | 8  | banker |
        | mbs-etg-v4-super-six-ncb   | Banker natural 9 against 4                | 2C 6H 2S 3H AH 5S | 2C 2S  | 4  | 6H 3H  | 9  | banker |
        | mbs-etg-v4-super-six-ncb   | Banker natural 8 against 5                | 3S 8H 2S JD TS 4C | 3S 2S  | 5  | 8H JD  | 8  | banker |
        | mbs-etg-v4-super-six-ncb   | Banker natural 9 against 6                | AC AS 5S 8C JD 4S | AC 5S  | 6  | AS 8C  | 9  | banker |
        | mbs-etg-v4-super-six-ncb   | Banker natural 8 against 7                | 3S 8C 4S KC 7S 2D | 3S 4S  | 7  | 8C KC  | 8  | banker |
        | mbs-etg-v4-super-six-ncb   | Player natural 8 against Banker natural 8 | 2C AC 6D 7D 3H 3H | 2C 6D  | 8  | AC 7D  | 8  | tie    |
        | mbs-etg-v4-super-six-ncb   | Player natural 9 against Banker natural 9 | TH 3H 9S 6H 5C AS | TH 9S  | 9  | 3H 6H  | 9  | tie    |
        | mbs-etg-v4-super-six-ncb   | Player natural 8 against Banker natural 9 | AC 6D 7S 3D 6C 3H | AC 7S  | 8  | 6D 3D  | 9  | banker |
        | mbs-etg-v4-super-six-ncb   | Player natural 9 against Banker natural 8 | 7H 4D 2C 4S AH AC | 7H 2C  | 9  | 4D 4S  | 8  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 9 against 0                | 3S JS 6S KC 5C 7S | 3S 6S  | 9  | JS KC  | 0  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 8 against 1                | AH 3S 7C 8C JC 7H | AH 7C  | 8  | 3S 8C  | 1  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 9 against 2                | JD 8S 9D 4H 7C 2D | JD 9D  | 9  | 8S 4H  | 2  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 8 against 3                | 8H 3H TD KD 5C 8C | 8H TD  | 8  | 3H KD  | 3  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 9 against 4                | 5C 5D 4H 9S 7D 2S | 5C 4H  | 9  | 5D 9S  | 4  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 8 against 5                | 4D 2S 4C 3D AS 3C | 4D 4C  | 8  | 2S 3D  | 5  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 9 against 6                | 6D KS 3H 6S 7S 2C | 6D 3H  | 9  | KS 6S  | 6  | player |
        | mbs-etg-v4-fortune-six-ncb | Player natural 8 against 7                | 7C 3C AS 4C 2H AC | 7C AS  | 8  | 3C 4C  | 7  | player |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 8 against 0                | 9S 5S AC 3S 6C 3D | 9S AC  | 0  | 5S 3S  | 8  | banker |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 9 against 1                | 5S 4C 6S 5S 8S 6S | 5S 6S  | 1  | 4C 5S  | 9  | banker |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 8 against 2                | 8D TS 4C 8S 7D 9S | 8D 4C  | 2  | TS 8S  | 8  | banker |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 9 against 3                | 4H 4S 9H 5S 2S AS | 4H 9H  | 3  | 4S 5S  | 9  | banker |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 8 against 4                | 8S 3C 6C 5S TD 5S | 8S 6C  | 4  | 3C 5S  | 8  | banker |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 9 against 5                | 4H 7H AH 2D AD 5D | 4H AH  | 5  | 7H 2D  | 9  | banker |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 8 against 6                | 7S 6S 9D 2C 5C 7S | 7S 9D  | 6  | 6S 2C  | 8  | banker |
        | mbs-etg-v4-fortune-six-ncb | Banker natural 9 against 7                | AS 8S 6S AC 7S 2S | AS 6S  | 7  | 8S AC  | 9  | banker |
        | mbs-etg-v4-fortune-six-ncb | Player natural 8 against Banker natural 8 | 5C 7S 3S AS AC 7C | 5C 3S  | 8  | 7S AS  | 8  | tie    |
        | mbs-etg-v4-fortune-six-ncb | Player natural 9 against Banker natural 9 | 2D 7S 7S 2H 3S 4D | 2D 7S  | 9  | 7S 2H  | 9  | tie    |
        | mbs-etg-v4-fortune-six-ncb | Player natural 8 against Banker natural 9 | TS 8S 8S AD 9S 6S | TS 8S  | 8  | 8S AD  | 9  | banker |
        | mbs-etg-v4-fortune-six-ncb | Player natural 9 against Banker natural 8 | 7H 7H 2C AD 7C AD | 7H 2C  | 9  | 7H AD  | 8  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 8 against 0                | 6D 8S 2H 2H 9H AD | 6D 2H  | 8  | 8S 2H  | 0  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 9 against 1                | 4C 4S 5H 7S 9S 8C | 4C 5H  | 9  | 4S 7S  | 1  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 8 against 2                | 4C 7H 4H 5H 2H 5C | 4C 4H  | 8  | 7H 5H  | 2  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 9 against 3                | 9D 9S QS 4S 9H 9C | 9D QS  | 9  | 9S 4S  | 3  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 8 against 4                | 5C 2S 3H 2H 3C KD | 5C 3H  | 8  | 2S 2H  | 4  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 9 against 5                | AD 4H 8H AS JS AH | AD 8H  | 9  | 4H AS  | 5  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 8 against 6                | 4H 7C 4H 9H 6C 8S | 4H 4H  | 8  | 7C 9H  | 6  | player |
        | mbs-etg-v4-super-6-ncb     | Player natural 9 against 7                | 9C 7C QC KH 4C 8C | 9C QC  | 9  | 7C KH  | 7  | player |
        | mbs-etg-v4-super-6-ncb     | Banker natural 9 against 0                | 2C 6C 8S 3S 4S 6C | 2C 8S  | 0  | 6C 3S  | 9  | banker |
        | mbs-etg-v4-super-6-ncb     | Banker natural 8 against 1                | 8D 2D 3S 6D 2C AD | 8D 3S  | 1  | 2D 6D  | 8  | banker |
        | mbs-etg-v4-super-6-ncb     | Banker natural 9 against 2                | AC 5D AS 4S 3H 9S | AC AS  | 2  | 5D 4S  | 9  | banker |
        | mbs-etg-v4-super-6-ncb     | Banker natural 8 against 3                | JS 7H 3C AC 3D 6H | JS 3C  | 3  | 7H AC  | 8  | banker |
        | mbs-etg-v4-super-6-ncb     | Banker natural 9 against 4                | 8S 8D 6C AC 3S 3D | 8S 6C  | 4  | 8D AC  | 9  | banker |
        | mbs-etg-v4-super-6-ncb     | Banker natural 8 against 5                | KD 2D 5C 6H 6S AD | KD 5C  | 5  | 2D 6H  | 8  | banker |
        | mbs-etg-v4-super-6-ncb     | Banker natural 9 against 6                | 8C AD 8H 8D 7S AH | 8C 8H  | 6  | AD 8D  | 9  | banker |
        | mbs-etg-v4-super-6-ncb     | Banker natural 8 against 7                | TS 9C 7C 9H JS KH | TS 7C  | 7  | 9C 9H  | 8  | banker |
        | mbs-etg-v4-super-6-ncb     | Player natural 8 against Banker natural 8 | 4C 9H 4H 9C AC 7H | 4C 4H  | 8  | 9H 9C  | 8  | tie    |
        | mbs-etg-v4-super-6-ncb     | Player natural 9 against Banker natural 9 | AS 6H 8S 3D 9D 4H | AS 8S  | 9  | 6H 3D  | 9  | tie    |
        | mbs-etg-v4-super-6-ncb     | Player natural 8 against Banker natural 9 | 5H 2S 3D 7D 5S 6H | 5H 3D  | 8  | 2S 7D  | 9  | banker |
        | mbs-etg-v4-super-6-ncb     | Player natural 9 against Banker natural 8 | 8C 6H AH 2S 8S 2D | 8C AH  | 9  | 6H 2S  | 8  | player |
        | mbs-etg-v4-ncb             | Player natural 9 against 0                | 9S 2H QS 8C 3S 6C | 9S QS  | 9  | 2H 8C  | 0  | player |
        | mbs-etg-v4-ncb             | Player natural 8 against 1                | 7D 3D AC 8S 5H KS | 7D AC  | 8  | 3D 8S  | 1  | player |
        | mbs-etg-v4-ncb             | Player natural 9 against 2                | 9C 6C JS 6S 5D 6S | 9C JS  | 9  | 6C 6S  | 2  | player |
        | mbs-etg-v4-ncb             | Player natural 8 against 3                | 8C 7D JC 6S 8S 4D | 8C JC  | 8  | 7D 6S  | 3  | player |
        | mbs-etg-v4-ncb             | Player natural 9 against 4                | TD 8H 9H 6H 3D AH | TD 9H  | 9  | 8H 6H  | 4  | player |
        | mbs-etg-v4-ncb             | Player natural 8 against 5                | 8S 4D KH AH 6C AD | 8S KH  | 8  | 4D AH  | 5  | player |
        | mbs-etg-v4-ncb             | Player natural 9 against 6                | 9S 4S QD 2S AD 8S | 9S QD  | 9  | 4S 2S  | 6  | player |
        | mbs-etg-v4-ncb             | Player natural 8 against 7                | AH 9C 7D 8H 4S 6S | AH 7D  | 8  | 9C 8H  | 7  | player |
        | mbs-etg-v4-ncb             | Banker natural 8 against 0                | 9S 6D AS 2C 3S QH | 9S AS  | 0  | 6D 2C  | 8  | banker |
        | mbs-etg-v4-ncb             | Banker natural 9 against 1                | 2C QH 9H 9D KD 6D | 2C 9H  | 1  | QH 9D  | 9  | banker |
        | mbs-etg-v4-ncb             | Banker natural 8 against 2                | 5C 9H 7H 9S 3C 3H | 5C 7H  | 2  | 9H 9S  | 8  | banker |
        | mbs-etg-v4-ncb             | Banker natural 9 against 3                | 3C 6D KH 3S 8S 5D | 3C KH  | 3  | 6D 3S  | 9  | banker |
        | mbs-etg-v4-ncb             | Banker natural 8 against 4                | 4H TC TD 8S 2C 5H | 4H TD  | 4  | TC 8S  | 8  | banker |
        | mbs-etg-v4-ncb             | Banker natural 9 against 5                | 8D 4H 7D 5H AC 6H | 8D 7D  | 5  | 4H 5H  | 9  | banker |
        | mbs-etg-v4-ncb             | Banker natural 8 against 6                | 7C 5H 9D 3C TD 6D | 7C 9D  | 6  | 5H 3C  | 8  | banker |
        | mbs-etg-v4-ncb             | Banker natural 9 against 7                | QH 3S 7S 6S AS TC | QH 7S  | 7  | 3S 6S  | 9  | banker |
        | mbs-etg-v4-ncb             | Player natural 8 against Banker natural 8 | 3S 9D 5C 9C 9S 3D | 3S 5C  | 8  | 9D 9C  | 8  | tie    |
        | mbs-etg-v4-ncb             | Player natural 9 against Banker natural 9 | 4S 5H 5D 4C AS 8D | 4S 5D  | 9  | 5H 4C  | 9  | tie    |
        | mbs-etg-v4-ncb             | Player natural 8 against Banker natural 9 | 8H 2H JD 7S TS 6D | 8H JD  | 8  | 2H 7S  | 9  | banker |
        | mbs-etg-v4-ncb             | Player natural 9 against Banker natural 8 | 5H 4C 4H 4H 8C 8S | 5H 4H  | 9  | 4C 4H  | 8  | player |
        | mbs-etg-v4-tiger           | Player natural 8 against 0                | 9C AS 9H 9D 4H 7D | 9C 9H  | 8  | AS 9D  | 0  | player |
        | mbs-etg-v4-tiger           | Player natural 9 against 1                | TD 6S 9D 5D 5H 9H | TD 9D  | 9  | 6S 5D  | 1  | player |
        | mbs-etg-v4-tiger           | Player natural 8 against 2                | 8D 2D JC TC 3S AS | 8D JC  | 8  | 2D TC  | 2  | player |
        | mbs-etg-v4-tiger           | Player natural 9 against 3                | 4D 2C 5H AS 2S 4D | 4D 5H  | 9  | 2C AS  | 3  | player |
        | mbs-etg-v4-tiger           | Player natural 8 against 4                | 7H 4C AH TD 3C 5S | 7H AH  | 8  | 4C TD  | 4  | player |
        | mbs-etg-v4-tiger           | Player natural 9 against 5                | 6C 7C 3S 8H 3D 5H | 6C 3S  | 9  | 7C 8H  | 5  | player |
        | mbs-etg-v4-tiger           | Player natural 8 against 6                | AC 4D 7C 2S 5D 5H | AC 7C  | 8  | 4D 2S  | 6  | player |
        | mbs-etg-v4-tiger           | Player natural 9 against 7                | 5C AH 4H 6C 3C 5S | 5C 4H  | 9  | AH 6C  | 7  | player |
        | mbs-etg-v4-tiger           | Banker natural 9 against 0                | 3C 9H 7S KS 9S 4D | 3C 7S  | 0  | 9H KS  | 9  | banker |
        | mbs-etg-v4-tiger           | Banker natural 8 against 1                | TC 3C AD 5S KS 9C | TC AD  | 1  | 3C 5S  | 8  | banker |
        | mbs-etg-v4-tiger           | Banker natural 9 against 2                | 9C 2S 3H 7C AC 3S | 9C 3H  | 2  | 2S 7C  | 9  | banker |
        | mbs-etg-v4-tiger           | Banker natural 8 against 3                | TS 2H 3C 6S 5S 4C | TS 3C  | 3  | 2H 6S  | 8  | banker |
        | mbs-etg-v4-tiger           | Banker natural 9 against 4                | 6D 8C 8H AH 4D 5H | 6D 8H  | 4  | 8C AH  | 9  | banker |
        | mbs-etg-v4-tiger           | Banker natural 8 against 5                | 4H 7H AH AD 6D 7S | 4H AH  | 5  | 7H AD  | 8  | banker |
        | mbs-etg-v4-tiger           | Banker natural 9 against 6                | 5H AH AD 8S TC 7D | 5H AD  | 6  | AH 8S  | 9  | banker |
        | mbs-etg-v4-tiger           | Banker natural 8 against 7                | 2S TC 5S 8H 4H 9S | 2S 5S  | 7  | TC 8H  | 8  | banker |
        | mbs-etg-v4-tiger           | Player natural 8 against Banker natural 8 | KD 3C 8S 5H 5D 8C | KD 8S  | 8  | 3C 5H  | 8  | tie    |
        | mbs-etg-v4-tiger           | Player natural 9 against Banker natural 9 | 3C 6C 6D 3H AC 6C | 3C 6D  | 9  | 6C 3H  | 9  | tie    |
        | mbs-etg-v4-tiger           | Player natural 8 against Banker natural 9 | 8S AS KS 8D AS 9H | 8S KS  | 8  | AS 8D  | 9  | banker |
        | mbs-etg-v4-tiger           | Player natural 9 against Banker natural 8 | KD 8S 9S TH TC 5C | KD 9S  | 9  | 8S TH  | 8  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 9 against 0                | 3H 8S 6H 2H 3C AS | 3H 6H  | 9  | 8S 2H  | 0  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 8 against 1                | 7H 7S AS 4C 2C 8C | 7H AS  | 8  | 7S 4C  | 1  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 9 against 2                | 7D 7H 2D 5S 3S 4S | 7D 2D  | 9  | 7H 5S  | 2  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 8 against 3                | 9H 2S 9S AC 7D TS | 9H 9S  | 8  | 2S AC  | 3  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 9 against 4                | AD 5D 8C 9S 5S 7C | AD 8C  | 9  | 5D 9S  | 4  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 8 against 5                | 2D 8C 6D 7S 3C 6H | 2D 6D  | 8  | 8C 7S  | 5  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 9 against 6                | JS 3D 9D 3H AS 4D | JS 9D  | 9  | 3D 3H  | 6  | player |
        | mbs-etg-v4-tiger-ncb       | Player natural 8 against 7                | 2H KD 6S 7S TD 5S | 2H 6S  | 8  | KD 7S  | 7  | player |
        | mbs-etg-v4-tiger-ncb       | Banker natural 8 against 0                | 9C 5C AD 3H AD 5D | 9C AD  | 0  | 5C 3H  | 8  | banker |
        | mbs-etg-v4-tiger-ncb       | Banker natural 9 against 1                | 2C 4C 9C 5D 4S 6C | 2C 9C  | 1  | 4C 5D  | 9  | banker |
        | mbs-etg-v4-tiger-ncb       | Banker natural 8 against 2                | 8D 9C 4D 9C 3C JC | 8D 4D  | 2  | 9C 9C  | 8  | banker |
        | mbs-etg-v4-tiger-ncb       | Banker natural 9 against 3                | 9H 2C 4C 7C 9C 4S | 9H 4C  | 3  | 2C 7C  | 9  | banker |
        | mbs-etg-v4-tiger-ncb       | Banker natural 8 against 4                | TC 6C 4C 2S 6C 4C | TC 4C  | 4  | 6C 2S  | 8  | banker |
        | mbs-etg-v4-tiger-ncb       | Banker natural 9 against 5                | 4H 2D AD 7S 6C 6D | 4H AD  | 5  | 2D 7S  | 9  | banker |
        | mbs-etg-v4-tiger-ncb       | Banker natural 8 against 6                | AS 3D 5H 5S 2C 6S | AS 5H  | 6  | 3D 5S  | 8  | banker |
        | mbs-etg-v4-tiger-ncb       | Banker natural 9 against 7                | 5H JC 2D 9D 7C 7C | 5H 2D  | 7  | JC 9D  | 9  | banker |
        | mbs-etg-v4-tiger-ncb       | Player natural 8 against Banker natural 8 | 5D 2H 3S 6S 6C AS | 5D 3S  | 8  | 2H 6S  | 8  | tie    |
        | mbs-etg-v4-tiger-ncb       | Player natural 9 against Banker natural 9 | 8H 4C AC 5S 2C 3S | 8H AC  | 9  | 4C 5S  | 9  | tie    |
        | mbs-etg-v4-tiger-ncb       | Player natural 8 against Banker natural 9 | 8H 2D KH 7S AH 7C | 8H KH  | 8  | 2D 7S  | 9  | banker |
        | mbs-etg-v4-tiger-ncb       | Player natural 9 against Banker natural 8 | 5D 9H 4H 9H 2H 3S | 5D 4H  | 9  | 9H 9H  | 8  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 8 against 0                | 7D 4D AS 6S 5H 2H | 7D AS  | 8  | 4D 6S  | 0  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 9 against 1                | 9C 3D QH 8H 8H 9S | 9C QH  | 9  | 3D 8H  | 1  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 8 against 2                | 5D 8H 3H 4S 4D AC | 5D 3H  | 8  | 8H 4S  | 2  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 9 against 3                | JS 4D 9S 9D AD 9D | JS 9S  | 9  | 4D 9D  | 3  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 8 against 4                | 6H 8S 2D 6C 4S AD | 6H 2D  | 8  | 8S 6C  | 4  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 9 against 5                | 5H 9C 4S 6C 3H 6D | 5H 4S  | 9  | 9C 6C  | 5  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 8 against 6                | 7C 5C AS AD 9C 5D | 7C AS  | 8  | 5C AD  | 6  | player |
        | mbs-etg-v4-fabulous-4s     | Player natural 9 against 7                | 7C 4H 2D 3H 4D 5D | 7C 2D  | 9  | 4H 3H  | 7  | player |
        | mbs-etg-v4-fabulous-4s     | Banker natural 9 against 0                | 2S 7S 8S 2S 7H 2C | 2S 8S  | 0  | 7S 2S  | 9  | banker |
        | mbs-etg-v4-fabulous-4s     | Banker natural 8 against 1                | 5S 9S 6S 9S 9C TH | 5S 6S  | 1  | 9S 9S  | 8  | banker |
        | mbs-etg-v4-fabulous-4s     | Banker natural 9 against 2                | AS 9H AH KD 8S JC | AS AH  | 2  | 9H KD  | 9  | banker |
        | mbs-etg-v4-fabulous-4s     | Banker natural 8 against 3                | 5D 9C 8D 9H 8D 8H | 5D 8D  | 3  | 9C 9H  | 8  | banker |
        | mbs-etg-v4-fabulous-4s     | Banker natural 9 against 4                | 3H AH AH 8H 5H 5H | 3H AH  | 4  | AH 8H  | 9  | banker |
        | mbs-etg-v4-fabulous-4s     | Banker natural 8 against 5                | 3H KC 2D 8D 9H AH | 3H 2D  | 5  | KC 8D  | 8  | banker |
        | mbs-etg-v4-fabulous-4s     | Banker natural 9 against 6                | 9D 7S 7D 2H 8D 5C | 9D 7D  | 6  | 7S 2H  | 9  | banker |
        | mbs-etg-v4-fabulous-4s     | Banker natural 8 against 7                | AD 2C 6H 6D 2D 4D | AD 6H  | 7  | 2C 6D  | 8  | banker |
        | mbs-etg-v4-fabulous-4s     | Player natural 8 against Banker natural 8 | 9D 8C 9C JS 8D 7H | 9D 9C  | 8  | 8C JS  | 8  | tie    |
        | mbs-etg-v4-fabulous-4s     | Player natural 9 against Banker natural 9 | JC 7C 9S 2S JC 3D | JC 9S  | 9  | 7C 2S  | 9  | tie    |
        | mbs-etg-v4-fabulous-4s     | Player natural 8 against Banker natural 9 | TS 9S 8C QC 5C 4D | TS 8C  | 8  | 9S QC  | 9  | banker |
        | mbs-etg-v4-fabulous-4s     | Player natural 9 against Banker natural 8 | 9C KH TC 8C 9H 6C | 9C TC  | 9  | KH 8C  | 8  | player |

    Scenario Outline: 3.8 Player on <p> <player action> (<game>)
      Without a Natural, the Player takes a third card on a two-card total of 0
      to 5 and stays on 6 or 7; the Banker then plays its part of the table.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | p | shoe                 | player   | pt | banker   | bt | player action       | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0 | 9H 4D AH 7D 4S AC 5C | 9H AH 4S | 4  | 4D 7D AC | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 1 | 2S KS 9D 6S AC 6C    | 2S 9D AC | 2  | KS 6S    | 6  | draws a third card  | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 2 | 9S 8H 3D 7H TS 3H    | 9S 3D TS | 2  | 8H 7H    | 5  | draws a third card  | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 3 | 3D 4S QS 3C 6C 3H    | 3D QS 6C | 9  | 4S 3C    | 7  | draws a third card  | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 4 | AH 6D 3H 6H 4H QH 3H | AH 3H 4H | 8  | 6D 6H QH | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 5 | 9S 3C 6H AH AC 5D    | 9S 6H AC | 6  | 3C AH    | 4  | draws a third card  | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 6 | 7S TD 9H 2H AH 8C    | 7S 9H    | 6  | TD 2H AH | 3  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 7 | AH 7C 6S 8S 3D 9H    | AH 6S    | 7  | 7C 8S 3D | 8  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 0 | JD 8S TC 7C 2S 7D    | JD TC 2S | 2  | 8S 7C    | 5  | draws a third card  | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1 | 7H 8S 4D 5C 7D 2H AC | 7H 4D 7D | 8  | 8S 5C 2H | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 2 | 9C 7C 3D JS 9C AD    | 9C 3D 9C | 1  | 7C JS    | 7  | draws a third card  | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3 | 4H 9H 9H 8D 6S 8D    | 4H 9H 6S | 9  | 9H 8D    | 7  | draws a third card  | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 4 | AH 3C 3D TH AS AD 5C | AH 3D AS | 5  | 3C TH AD | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 5 | 6H 9C 9H 5S AC AD    | 6H 9H AC | 6  | 9C 5S    | 4  | draws a third card  | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 6 | 6D AC JC 9D 7D 2S    | 6D JC    | 6  | AC 9D 7D | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 7 | 7S TH JD 6C 4S       | 7S JD    | 7  | TH 6C    | 6  | stands on two cards | 4     | player |
        | mbs-etg-v4-super-6-ncb     | 0 | TH 9S QC AD 7H 4D 6D | TH QC 7H | 7  | 9S AD 4D | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 1 | 7C 5H 4C 5S 6H TC 8C | 7C 4C 6H | 7  | 5H 5S TC | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 2 | KH 8S 2C 7S AS 2S    | KH 2C AS | 3  | 8S 7S    | 5  | draws a third card  | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 3 | 8C AH 5C JC JD 3C 5D | 8C 5C JD | 3  | AH JC 3C | 4  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 4 | 7C 3D 7S 9H 3D 9C 9S | 7C 7S 3D | 7  | 3D 9H 9C | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 5 | 9S 8C 6H 4D 9D 6D 2S | 9S 6H 9D | 4  | 8C 4D 6D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 6 | 5H 3H AD 4C 4D       | 5H AD    | 6  | 3H 4C    | 7  | stands on two cards | 4     | banker |
        | mbs-etg-v4-super-6-ncb     | 7 | 8C 7D 9D 4C 5S 4C    | 8C 9D    | 7  | 7D 4C 5S | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 0 | 6C KH 4D 3C 5H AC 6S | 6C 4D 5H | 5  | KH 3C AC | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 1 | 8C 6S 3D 5H TD 4D 5S | 8C 3D TD | 1  | 6S 5H 4D | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 2 | 7H 9S 5H 3C 2S 3C 2S | 7H 5H 2S | 4  | 9S 3C 3C | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 3 | 7C 8D 6S 5H 5S 7H 9S | 7C 6S 5S | 8  | 8D 5H 7H | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 4 | 9D 9D 5D 4C 8S AS    | 9D 5D 8S | 2  | 9D 4C    | 3  | draws a third card  | 5     | banker |
        | mbs-etg-v4-ncb             | 5 | KC 2H 5C 2H 2S 5H TH | KC 5C 2S | 7  | 2H 2H 5H | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 6 | AD KD 5S AH KH AC    | AD 5S    | 6  | KD AH KH | 1  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 7 | 2D 5D 5D 5D AH 7D    | 2D 5D    | 7  | 5D 5D AH | 1  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger           | 0 | 6H 3S 4H 9H 2S AH 5D | 6H 4H 2S | 2  | 3S 9H AH | 3  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 1 | TC 4H AS 7C 2D 9D AS | TC AS 2D | 3  | 4H 7C 9D | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 2 | AD 8S AH 2D 6C 3H 2D | AD AH 6C | 8  | 8S 2D 3H | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 3 | 7D 7D 6D 3H 9D 7S TC | 7D 6D 9D | 2  | 7D 3H 7S | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 4 | 4H 7S QH 4C 2S 6H 9S | 4H QH 2S | 6  | 7S 4C 6H | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 5 | AS 9S 4C 3S 6D 5S 9D | AS 4C 6D | 1  | 9S 3S 5S | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 6 | AS QS 5C 6C 6D       | AS 5C    | 6  | QS 6C    | 6  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-tiger           | 7 | AH 9C 6C 5D AS 9H    | AH 6C    | 7  | 9C 5D AS | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 0 | 3C 4C 7H 9H 8D 3S    | 3C 7H 8D | 8  | 4C 9H    | 3  | draws a third card  | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 1 | 6H 9D 5C 3C 2D 4S 8H | 6H 5C 2D | 3  | 9D 3C 4S | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 2 | 9S JH 3S 3C 2C 2H 2C | 9S 3S 2C | 4  | JH 3C 2H | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 3 | 6S AD 7H 3S JD 3H    | 6S 7H JD | 3  | AD 3S    | 4  | draws a third card  | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 4 | 3D 4D AC 6D AH AC AD | 3D AC AH | 5  | 4D 6D AC | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 5 | JC 4S 5S 8H 8D 8D AH | JC 5S 8D | 3  | 4S 8H 8D | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 6 | 7H AC 9S 5S 8H       | 7H 9S    | 6  | AC 5S    | 6  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-tiger-ncb       | 7 | 9D 4C 8S 3D 4H       | 9D 8S    | 7  | 4C 3D    | 7  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-fabulous-4s     | 0 | 8S 4C 2S 6H KS 5H 9S | 8S 2S KS | 0  | 4C 6H 5H | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 1 | 6D 6C 5H 6S 8C 4S 4D | 6D 5H 8C | 9  | 6C 6S 4S | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 2 | 4C AS 8D 2D 2S 6S 8D | 4C 8D 2S | 4  | AS 2D 6S | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 3 | 6H 6S 7C AD 5H 8S    | 6H 7C 5H | 8  | 6S AD    | 7  | draws a third card  | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 4 | AS KD 3C 6D 9H 5C    | AS 3C 9H | 3  | KD 6D    | 6  | draws a third card  | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 5 | JH 6C 5D 7H 7S 7D AC | JH 5D 7S | 2  | 6C 7H 7D | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 6 | 4H 4C 2H 2D AD       | 4H 2H    | 6  | 4C 2D    | 6  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-fabulous-4s     | 7 | JS 8D 7D 9S 2C       | JS 7D    | 7  | 8D 9S    | 7  | stands on two cards | 4     | tie    |

    Scenario Outline: 3.8 Banker on 0 draws whatever the Player's third card (<game>, Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards the Banker always takes a third card, after any
      Player third card and when the Player stood.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe                 | player   | pt | player action       | banker   | bt | banker action      | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 4D 7S 6S 3S QD 2S KD | 4D 6S QD | 0  | draws a third card  | 7S 3S 2S | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 1     | 5C 9D 8S AH AS 4H JC | 5C 8S AS | 4  | draws a third card  | 9D AH 4H | 4  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-six-ncb   | 2     | 2S 5D 2S 5C 2D AC 7S | 2S 2S 2D | 6  | draws a third card  | 5D 5C AC | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 3     | AC 7D 9D 3D 3D 9S 8H | AC 9D 3D | 3  | draws a third card  | 7D 3D 9S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 4     | 4D 2C KS 8S 4S 4D 7H | 4D KS 4S | 8  | draws a third card  | 2C 8S 4D | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 5     | AS 7C 9D 3D 5C 5C 4H | AS 9D 5C | 5  | draws a third card  | 7C 3D 5C | 5  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-six-ncb   | 6     | 7C 4C 5S 6C 6C 7D JS | 7C 5S 6C | 8  | draws a third card  | 4C 6C 7D | 7  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 7     | 3S 2H QC 8H 7D 3D 7S | 3S QC 7D | 0  | draws a third card  | 2H 8H 3D | 3  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 8     | TS 5D 5S 5D 8S 2D AH | TS 5S 8S | 3  | draws a third card  | 5D 5D 2D | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 9     | 2D 2D 2S 8S 9C 9C 6S | 2D 2S 9C | 3  | draws a third card  | 2D 8S 9C | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | stood | TS 8D 7H 2D KS AD    | TS 7H    | 7  | stands on two cards | 8D 2D KS | 0  | draws a third card | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 0     | 3S 4S AC 6D KH 8S 7S | 3S AC KH | 4  | draws a third card  | 4S 6D 8S | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1     | 7C 4S 7C 6S AD 7D 5S | 7C 7C AD | 5  | draws a third card  | 4S 6S 7D | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 2     | 5H 2H 9S 8C 2D 8C 4H | 5H 9S 2D | 6  | draws a third card  | 2H 8C 8C | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3     | 6D 8S 5S 2S 3C 6C 7D | 6D 5S 3C | 4  | draws a third card  | 8S 2S 6C | 6  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 4     | 5C 6H 7S 4C 4H 9D 9C | 5C 7S 4H | 6  | draws a third card  | 6H 4C 9D | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 5     | 6C 2S 6H 8H 5H AD 3H | 6C 6H 5H | 7  | draws a third card  | 2S 8H AD | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 6     | 4D 5D 8C 5S 6D AH AD | 4D 8C 6D | 8  | draws a third card  | 5D 5S AH | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 7     | 2C 2S 9C 8D 7C AD 6H | 2C 9C 7C | 8  | draws a third card  | 2S 8D AD | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 8     | 7H KC 7C QH 8H 5D 6C | 7H 7C 8H | 2  | draws a third card  | KC QH 5D | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 9     | AC 8S JH 2H 9H 4D 3D | AC JH 9H | 0  | draws a third card  | 8S 2H 4D | 4  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | stood | 2H AD 5S 9H 4S 4C    | 2H 5S    | 7  | stands on two cards | AD 9H 4S | 4  | draws a third card | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 0     | 2C 4C 3S 6C TC 5D 7D | 2C 3S TC | 5  | draws a third card  | 4C 6C 5D | 5  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-6-ncb     | 1     | 2D JD AD KC AC TC 7H | 2D AD AC | 4  | draws a third card  | JD KC TC | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 2     | 7H 9H 5S AH 2H 4S 9C | 7H 5S 2H | 4  | draws a third card  | 9H AH 4S | 4  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-6-ncb     | 3     | AC 2S 9S 8C 3C 8D 4C | AC 9S 3C | 3  | draws a third card  | 2S 8C 8D | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 4     | 4C 9H 8D AD 4C JC 8H | 4C 8D 4C | 6  | draws a third card  | 9H AD JC | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 5     | JD 3H 4D 7S 5H 2H 4C | JD 4D 5H | 9  | draws a third card  | 3H 7S 2H | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 6     | 7S TH 7S QH 6C 8S 6S | 7S 7S 6C | 0  | draws a third card  | TH QH 8S | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 7     | AH AD KH 9H 7H 2D 2S | AH KH 7H | 8  | draws a third card  | AD 9H 2D | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 8     | 3H JC JH QC 8C 5C 9S | 3H JH 8C | 1  | draws a third card  | JC QC 5C | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 9     | 5D 8S 7D 2D 9H 8D 8S | 5D 7D 9H | 1  | draws a third card  | 8S 2D 8D | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | stood | 6H 9D TS AS 9S 7C    | 6H TS    | 6  | stands on two cards | 9D AS 9S | 9  | draws a third card | 5     | banker |
        | mbs-etg-v4-ncb             | 0     | 3D 7D TH 3H QS 6C 5H | 3D TH QS | 3  | draws a third card  | 7D 3H 6C | 6  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 1     | 3C JS 9D KS AC 6D AH | 3C 9D AC | 3  | draws a third card  | JS KS 6D | 6  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 2     | 6D AS 4D 9H 2H AC QH | 6D 4D 2H | 2  | draws a third card  | AS 9H AC | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 3     | 5D 7S 6S 3H 3H AD QC | 5D 6S 3H | 4  | draws a third card  | 7S 3H AD | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 4     | 2H 6C JS 4D 4C 3H 3S | 2H JS 4C | 6  | draws a third card  | 6C 4D 3H | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 5     | 2D TS AH JH 5H 8S 5C | 2D AH 5H | 8  | draws a third card  | TS JH 8S | 8  | draws a third card | 6     | tie    |
        | mbs-etg-v4-ncb             | 6     | 8H 5S 5S 5C 6S AH JH | 8H 5S 6S | 9  | draws a third card  | 5S 5C AH | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 7     | 8S 8S 4C 2C 7S 2S 5S | 8S 4C 7S | 9  | draws a third card  | 8S 2C 2S | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 8     | 6S 8S 8C 2S 8H QH 8D | 6S 8C 8H | 2  | draws a third card  | 8S 2S QH | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 9     | 5H 8S QH 2D 9S 4D AH | 5H QH 9S | 4  | draws a third card  | 8S 2D 4D | 4  | draws a third card | 6     | tie    |
        | mbs-etg-v4-ncb             | stood | 3D 6C 4H 4D KD 3C    | 3D 4H    | 7  | stands on two cards | 6C 4D KD | 0  | draws a third card | 5     | player |
        | mbs-etg-v4-tiger           | 0     | JD 8H 5H 2S JC 3S 7D | JD 5H JC | 5  | draws a third card  | 8H 2S 3S | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 1     | 8H 2C 6S 8C AS 2S 3S | 8H 6S AS | 5  | draws a third card  | 2C 8C 2S | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 2     | 4H 7H AH 3C 2D 9S 6D | 4H AH 2D | 7  | draws a third card  | 7H 3C 9S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 3     | 6H 3H 9S 7C 3S JS 7S | 6H 9S 3S | 8  | draws a third card  | 3H 7C JS | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 4     | 7S 4C 7H 6H 4H 7C 8C | 7S 7H 4H | 8  | draws a third card  | 4C 6H 7C | 7  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 5     | 8S 6S 5C 4D 5H 4C 2C | 8S 5C 5H | 8  | draws a third card  | 6S 4D 4C | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 6     | 9H 6D 5C 4S 6D 2S 7S | 9H 5C 6D | 0  | draws a third card  | 6D 4S 2S | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 7     | AD 4S QS 6S 7D 5S TC | AD QS 7D | 8  | draws a third card  | 4S 6S 5S | 5  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 8     | 5S 7H 8D 3C 8S 4S QD | 5S 8D 8S | 1  | draws a third card  | 7H 3C 4S | 4  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 9     | 3C JC 8D TS 9H 7D 9D | 3C 8D 9H | 0  | draws a third card  | JC TS 7D | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | stood | 3D 9D 4S AC 6D 7C    | 3D 4S    | 7  | stands on two cards | 9D AC 6D | 6  | draws a third card | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 0     | 9H 5D AD 5D TH 6S 2C | 9H AD TH | 0  | draws a third card  | 5D 5D 6S | 6  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 1     | AS 7H 4C 3C AC 8H 6D | AS 4C AC | 6  | draws a third card  | 7H 3C 8H | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 2     | AH 7H 3C 3S 2C 4S 3S | AH 3C 2C | 6  | draws a third card  | 7H 3S 4S | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 3     | 4D 9D 7S AD 3C 9D 2D | 4D 7S 3C | 4  | draws a third card  | 9D AD 9D | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 4     | 7C 3S 8S 7S 4C 8D AS | 7C 8S 4C | 9  | draws a third card  | 3S 7S 8D | 8  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 5     | 4H AC 6C 9D 5H 7H 6D | 4H 6C 5H | 5  | draws a third card  | AC 9D 7H | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 6     | 7S 9S 5S AD 6S 8D 4C | 7S 5S 6S | 8  | draws a third card  | 9S AD 8D | 8  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger-ncb       | 7     | 9H 2C AH 8C 7D AH 3S | 9H AH 7D | 7  | draws a third card  | 2C 8C AH | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 8     | 9H 3H 4C 7D 8S 8S 9D | 9H 4C 8S | 1  | draws a third card  | 3H 7D 8S | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 9     | JS 8H AD 2D 9H 2H 4S | JS AD 9H | 0  | draws a third card  | 8H 2D 2H | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | stood | AH 2H 5S 8H 7C KS    | AH 5S    | 6  | stands on two cards | 2H 8H 7C | 7  | draws a third card | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 0     | 7S AH 8H 9C TD 9H QC | 7S 8H TD | 5  | draws a third card  | AH 9C 9H | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | 8D 6D 5H 4C AH 7D 7D | 8D 5H AH | 4  | draws a third card  | 6D 4C 7D | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 2     | AD 2S AH 8H 2D 9S 5H | AD AH 2D | 4  | draws a third card  | 2S 8H 9S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 3     | 2H 9D 2H AS 3C 7D 3H | 2H 2H 3C | 7  | draws a third card  | 9D AS 7D | 7  | draws a third card | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 4     | 7S 9D 6D AH 4S TD 6D | 7S 6D 4S | 7  | draws a third card  | 9D AH TD | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 5     | 2S 5D 9D 5C 5D 2H 7S | 2S 9D 5D | 6  | draws a third card  | 5D 5C 2H | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 6     | 2H AS 8S 9S 6H 5S 6D | 2H 8S 6H | 6  | draws a third card  | AS 9S 5S | 5  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 7     | 3H 5C KS 5H 7C 9S 2C | 3H KS 7C | 0  | draws a third card  | 5C 5H 9S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 8     | 6H 5S 7S 5S 8C 5H 7C | 6H 7S 8C | 1  | draws a third card  | 5S 5S 5H | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 9     | TD 5D 2H 5H 9H 2C 6S | TD 2H 9H | 1  | draws a third card  | 5D 5H 2C | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | stood | 6C 9H AH AH 7S 9S    | 6C AH    | 7  | stands on two cards | 9H AH 7S | 7  | draws a third card | 5     | tie    |

    Scenario Outline: 3.8 Banker on 1 draws whatever the Player's third card (<game>, Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards the Banker always takes a third card, after any
      Player third card and when the Player stood.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe                 | player   | pt | player action       | banker   | bt | banker action      | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 9C 6C 2D 5D TC 3D 5S | 9C 2D TC | 1  | draws a third card  | 6C 5D 3D | 4  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 1     | 4D 8C 8H 3S AH JH AS | 4D 8H AH | 3  | draws a third card  | 8C 3S JH | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 2     | 4S AD 8D KS 2C 6S 9C | 4S 8D 2C | 4  | draws a third card  | AD KS 6S | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 3     | 7H TH 8C AH 3S 9C 2H | 7H 8C 3S | 8  | draws a third card  | TH AH 9C | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 4     | 5D 2C QC 9H 4H 8S 3S | 5D QC 4H | 9  | draws a third card  | 2C 9H 8S | 9  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-six-ncb   | 5     | QC 9H TD 2C 5D 8S QD | QC TD 5D | 5  | draws a third card  | 9H 2C 8S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 6     | 9D 9H 6H 2D 6D 8D KS | 9D 6H 6D | 1  | draws a third card  | 9H 2D 8D | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 7     | 9C 4S AS 7D 7S KH 8C | 9C AS 7S | 7  | draws a third card  | 4S 7D KH | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 8     | 5C 8H 5D 3H 8D 5D 5S | 5C 5D 8D | 8  | draws a third card  | 8H 3H 5D | 6  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 9     | 7D 7S 7S 4D 9H 4H 2S | 7D 7S 9H | 3  | draws a third card  | 7S 4D 4H | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | stood | 7S 3C TH 8C 4D 2S    | 7S TH    | 7  | stands on two cards | 3C 8C 4D | 5  | draws a third card | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 0     | 5D 3C 5H 8D TH 4H 2S | 5D 5H TH | 0  | draws a third card  | 3C 8D 4H | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1     | 7D 2H 6C 9D AS AD 2D | 7D 6C AS | 4  | draws a third card  | 2H 9D AD | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 2     | QC 4H 4C 7S 2S 7H 8S | QC 4C 2S | 6  | draws a third card  | 4H 7S 7H | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3     | 3S KH 2S AS 3D 7H 5C | 3S 2S 3D | 8  | draws a third card  | KH AS 7H | 8  | draws a third card | 6     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 4     | AS 6S 3H 5H 4D 9C 8S | AS 3H 4D | 8  | draws a third card  | 6S 5H 9C | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 5     | 2D 6S 3C 5D 5D AD 3S | 2D 3C 5D | 0  | draws a third card  | 6S 5D AD | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 6     | AH AH 9D QD 6S 2D 4D | AH 9D 6S | 6  | draws a third card  | AH QD 2D | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 7     | 3D 7H 8S 4C 7S 9C AH | 3D 8S 7S | 8  | draws a third card  | 7H 4C 9C | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 8     | 7H 9C 5S 2C 8H 3C 9H | 7H 5S 8H | 0  | draws a third card  | 9C 2C 3C | 4  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 9     | 6S 3C 4C 8C 9D AC 8S | 6S 4C 9D | 9  | draws a third card  | 3C 8C AC | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | stood | 9C 7C 8D 4S 9H 9H    | 9C 8D    | 7  | stands on two cards | 7C 4S 9H | 0  | draws a third card | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 0     | 5S AD 6H TC JD 7D JH | 5S 6H JD | 1  | draws a third card  | AD TC 7D | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 1     | KH 9H 4H 2S AD 3C 6C | KH 4H AD | 5  | draws a third card  | 9H 2S 3C | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 2     | 6S AS 9H JS 2D 5C 6D | 6S 9H 2D | 7  | draws a third card  | AS JS 5C | 6  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 3     | 3H 4D 9H 7C 3C 8H 5H | 3H 9H 3C | 5  | draws a third card  | 4D 7C 8H | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 4     | 7S 2H 5S 9S 4S 9H 2C | 7S 5S 4S | 6  | draws a third card  | 2H 9S 9H | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 5     | 2S 6S JH 5C 5D 7H 6C | 2S JH 5D | 7  | draws a third card  | 6S 5C 7H | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 6     | 6D 3C 4S 8D 6D 3S 4H | 6D 4S 6D | 6  | draws a third card  | 3C 8D 3S | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 7     | 3D AH AC TH 7S 2S 6D | 3D AC 7S | 1  | draws a third card  | AH TH 2S | 3  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 8     | AH AD AS TD 8D 9H 3S | AH AS 8D | 0  | draws a third card  | AD TD 9H | 0  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-6-ncb     | 9     | 6C AH 7D KH 9S 6S 7H | 6C 7D 9S | 2  | draws a third card  | AH KH 6S | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | stood | 3D 5S 3H 6S 3D AD    | 3D 3H    | 6  | stands on two cards | 5S 6S 3D | 4  | draws a third card | 5     | player |
        | mbs-etg-v4-ncb             | 0     | 4H 9S 9S 2H QS 9D 2H | 4H 9S QS | 3  | draws a third card  | 9S 2H 9D | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 1     | 2H KH AS AS AH 2H 7H | 2H AS AH | 4  | draws a third card  | KH AS 2H | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 2     | 4D 6C 7S 5D 2S 9S 3H | 4D 7S 2S | 3  | draws a third card  | 6C 5D 9S | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 3     | 8D 6S 2D 5D 3H 8D 3C | 8D 2D 3H | 3  | draws a third card  | 6S 5D 8D | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 4     | 7S 8S 5D 3C 4H 8H 2H | 7S 5D 4H | 6  | draws a third card  | 8S 3C 8H | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 5     | 5D 9D QC 2D 5C 8H 5C | 5D QC 5C | 0  | draws a third card  | 9D 2D 8H | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 6     | 3H 7C 7C 4D 6C JH 4H | 3H 7C 6C | 6  | draws a third card  | 7C 4D JH | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 7     | 3H 7C QC 4C 7S 3S 5D | 3H QC 7S | 0  | draws a third card  | 7C 4C 3S | 4  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 8     | 7D KD 5S AH 8D 2C 2C | 7D 5S 8D | 0  | draws a third card  | KD AH 2C | 3  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 9     | 9H AD 2C TD 9S 2C 9S | 9H 2C 9S | 0  | draws a third card  | AD TD 2C | 3  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | stood | 8C AC 9H KD AH 3H    | 8C 9H    | 7  | stands on two cards | AC KD AH | 2  | draws a third card | 5     | player |
        | mbs-etg-v4-tiger           | 0     | JD KS 3H AC JS AD 9H | JD 3H JS | 3  | draws a third card  | KS AC AD | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 1     | 8H 5S 5H 6H AH 3C 4S | 8H 5H AH | 4  | draws a third card  | 5S 6H 3C | 4  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger           | 2     | 9C 5S AS 6D 2H TH 2S | 9C AS 2H | 2  | draws a third card  | 5S 6D TH | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 3     | 4S 5D 7D 6S 3S 7S AH | 4S 7D 3S | 4  | draws a third card  | 5D 6S 7S | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 4     | 2C 7H 8D 4H 4H 3D AC | 2C 8D 4H | 4  | draws a third card  | 7H 4H 3D | 4  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger           | 5     | 3C 5S AC 6C 5H 6S QH | 3C AC 5H | 9  | draws a third card  | 5S 6C 6S | 7  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 6     | 9C 8C 5C 3C 6C AC 9H | 9C 5C 6C | 0  | draws a third card  | 8C 3C AC | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 7     | 3H 8H 7S 3C 7S 2C 3H | 3H 7S 7S | 7  | draws a third card  | 8H 3C 2C | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 8     | 6C 9H 8S 2H 8H 7C 7S | 6C 8S 8H | 2  | draws a third card  | 9H 2H 7C | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 9     | 8D KC 3D AC 9S TD TH | 8D 3D 9S | 0  | draws a third card  | KC AC TD | 1  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | stood | 2H 7D 4C 4D 4D 7C    | 2H 4C    | 6  | stands on two cards | 7D 4D 4D | 5  | draws a third card | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 0     | AS 3S 3D 8H TC 3D 5C | AS 3D TC | 4  | draws a third card  | 3S 8H 3D | 4  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger-ncb       | 1     | 2H QD 3C AD AD 5S 9H | 2H 3C AD | 6  | draws a third card  | QD AD 5S | 6  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger-ncb       | 2     | AS AD 3C QH 2H 4D 7D | AS 3C 2H | 6  | draws a third card  | AD QH 4D | 5  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 3     | 3D 8D AS 3H 3S 5H 4H | 3D AS 3S | 7  | draws a third card  | 8D 3H 5H | 6  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 4     | 3D 4D KS 7H 4D 5D AS | 3D KS 4D | 7  | draws a third card  | 4D 7H 5D | 6  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 5     | 3D 9S 2D 2S 5H 5H 4H | 3D 2D 5H | 0  | draws a third card  | 9S 2S 5H | 6  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 6     | 5C 2D 6H 9C 6D 2D 8C | 5C 6H 6D | 7  | draws a third card  | 2D 9C 2D | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 7     | 6S 8S 4S 3C 7C JD 7H | 6S 4S 7C | 7  | draws a third card  | 8S 3C JD | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 8     | AH 7H 9S 4S 8H 2D JD | AH 9S 8H | 8  | draws a third card  | 7H 4S 2D | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 9     | QC 3C 5D 8H 9D 2S TH | QC 5D 9D | 4  | draws a third card  | 3C 8H 2S | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | stood | 7S 6C JH 5D 6S 6S    | 7S JH    | 7  | stands on two cards | 6C 5D 6S | 7  | draws a third card | 5     | tie    |
        | mbs-etg-v4-fabulous-4s     | 0     | 9H 9S 3D 2S JH 4S 9H | 9H 3D JH | 2  | draws a third card  | 9S 2S 4S | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | 7H 6D 5H 5D AS 4S AD | 7H 5H AS | 3  | draws a third card  | 6D 5D 4S | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 2     | KD 3D KC 8H 2S JS 5H | KD KC 2S | 2  | draws a third card  | 3D 8H JS | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 3     | 9D 2H 3D 9H 3C 2C 6C | 9D 3D 3C | 5  | draws a third card  | 2H 9H 2C | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 4     | 2S QS 2H AH 4H 3D 3S | 2S 2H 4H | 8  | draws a third card  | QS AH 3D | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 5     | AS KC AD AD 5H 5D 7H | AS AD 5H | 7  | draws a third card  | KC AD 5D | 6  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 6     | TD 2C 2D 9C 6S 8C 5S | TD 2D 6S | 8  | draws a third card  | 2C 9C 8C | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 7     | 8C 4S 7C 7S 7D 7S 2S | 8C 7C 7D | 2  | draws a third card  | 4S 7S 7S | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 8     | 4D 6H JH 5C 8S AS 6S | 4D JH 8S | 2  | draws a third card  | 6H 5C AS | 2  | draws a third card | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 9     | 8C 8C 3D 3S 9H 6D 7D | 8C 3D 9H | 0  | draws a third card  | 8C 3S 6D | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | stood | 8C 5H 9C 6H 3H AH    | 8C 9C    | 7  | stands on two cards | 5H 6H 3H | 4  | draws a third card | 5     | player |

    Scenario Outline: 3.8 Banker on 2 draws whatever the Player's third card (<game>, Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards the Banker always takes a third card, after any
      Player third card and when the Player stood.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe                 | player   | pt | player action       | banker   | bt | banker action      | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 7D 9S 7S 3S JC 9D 5S | 7D 7S JC | 4  | draws a third card  | 9S 3S 9D | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 1     | 4C AC 7H AH AH 6D 7D | 4C 7H AH | 2  | draws a third card  | AC AH 6D | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 2     | 7H 7S 7S 5S 2D 6D 4H | 7H 7S 2D | 6  | draws a third card  | 7S 5S 6D | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 3     | 4H 5D 6D 7S 3H 3H 4D | 4H 6D 3H | 3  | draws a third card  | 5D 7S 3H | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 4     | 7D 9C 6S 3H 4D 5C 2H | 7D 6S 4D | 7  | draws a third card  | 9C 3H 5C | 7  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-six-ncb   | 5     | 4S 9H 7C 3C 5S 8D 5S | 4S 7C 5S | 6  | draws a third card  | 9H 3C 8D | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 6     | 2S 3S JH 9C 6H 8D 3C | 2S JH 6H | 8  | draws a third card  | 3S 9C 8D | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 7     | 2H 3C 8C 9D 7S 5S 5H | 2H 8C 7S | 7  | draws a third card  | 3C 9D 5S | 7  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-six-ncb   | 8     | 6H AH 9C AC 8H 9D JD | 6H 9C 8H | 3  | draws a third card  | AH AC 9D | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 9     | AH 5H 3H 7H 9C 2C 4D | AH 3H 9C | 3  | draws a third card  | 5H 7H 2C | 4  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | stood | 2C 6H 5D 6S AD 6D    | 2C 5D    | 7  | stands on two cards | 6H 6S AD | 3  | draws a third card | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 0     | TD 6S 5C 6D QH AH 3D | TD 5C QH | 5  | draws a third card  | 6S 6D AH | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 1     | 9D 4D 2H 8S AC 4S 5H | 9D 2H AC | 2  | draws a third card  | 4D 8S 4S | 6  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 2     | 6H 3C 5C 9D 2C 3S 6D | 6H 5C 2C | 3  | draws a third card  | 3C 9D 3S | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3     | 7D 9C 4H 3C 3D 6C AC | 7D 4H 3D | 4  | draws a third card  | 9C 3C 6C | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 4     | 3H 6D 8S 6S 4H 8C 6D | 3H 8S 4H | 5  | draws a third card  | 6D 6S 8C | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 5     | 6D 8H 5S 4S 5C 9S 8S | 6D 5S 5C | 6  | draws a third card  | 8H 4S 9S | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 6     | 9C 4C 5C 8C 6S 9C JH | 9C 5C 6S | 0  | draws a third card  | 4C 8C 9C | 1  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 7     | 5S 7C 5H 5D 7C 2D KH | 5S 5H 7C | 7  | draws a third card  | 7C 5D 2D | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 8     | 2S 8C AH 4H 8S 6H 4C | 2S AH 8S | 1  | draws a third card  | 8C 4H 6H | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 9     | 3D 2H 9H QH 9C 5S 3D | 3D 9H 9C | 1  | draws a third card  | 2H QH 5S | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | stood | 5H 3C AC 9S 2C 2C    | 5H AC    | 6  | stands on two cards | 3C 9S 2C | 4  | draws a third card | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 0     | 7H 3C 4H 9H JD 2S 2C | 7H 4H JD | 1  | draws a third card  | 3C 9H 2S | 4  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 1     | 8S 9S 6C 3H AS 7H 5D | 8S 6C AS | 5  | draws a third card  | 9S 3H 7H | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 2     | 3D 2S 9H QH 2S 7C 2D | 3D 9H 2S | 4  | draws a third card  | 2S QH 7C | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 3     | TS 6H 2C 6H 3S 7D 6S | TS 2C 3S | 5  | draws a third card  | 6H 6H 7D | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 4     | 8C 7S 7S 5S 4H 2S 4H | 8C 7S 4H | 9  | draws a third card  | 7S 5S 2S | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 5     | 7S 2C 5H KD 5C 3H 7D | 7S 5H 5C | 7  | draws a third card  | 2C KD 3H | 5  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 6     | 9S 3H 5H 9H 6D 8S 9H | 9S 5H 6D | 0  | draws a third card  | 3H 9H 8S | 0  | draws a third card | 6     | tie    |
        | mbs-etg-v4-super-6-ncb     | 7     | 7S 9S 3S 3C 7D AH 5S | 7S 3S 7D | 7  | draws a third card  | 9S 3C AH | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 8     | QC 6S 2D 6H 8D AC 8H | QC 2D 8D | 0  | draws a third card  | 6S 6H AC | 3  | draws a third card | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 9     | 8C 6H 5H 6H 9S 8C 4C | 8C 5H 9S | 2  | draws a third card  | 6H 6H 8C | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-super-6-ncb     | stood | 6H 3C AD 9C 5S 8S    | 6H AD    | 7  | stands on two cards | 3C 9C 5S | 7  | draws a third card | 5     | tie    |
        | mbs-etg-v4-ncb             | 0     | 9S 4H AC 8D TC JD 9S | 9S AC TC | 0  | draws a third card  | 4H 8D JD | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 1     | AC 7C AH 5H AC 5D 8C | AC AH AC | 3  | draws a third card  | 7C 5H 5D | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 2     | 4S 6D AC 6H 2S KD 3D | 4S AC 2S | 7  | draws a third card  | 6D 6H KD | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 3     | 7H 8S 3D 4S 3D 8H 8C | 7H 3D 3D | 3  | draws a third card  | 8S 4S 8H | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 4     | 5C 3C QD 9D 4S 6H 8H | 5C QD 4S | 9  | draws a third card  | 3C 9D 6H | 8  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 5     | 6C 9C 5S 3H 5C 7C 6H | 6C 5S 5C | 6  | draws a third card  | 9C 3H 7C | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 6     | 5S 2H 8H TD 6H 9H 2C | 5S 8H 6H | 9  | draws a third card  | 2H TD 9H | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-ncb             | 7     | 9C 9H 6D 3C 7H 7S KC | 9C 6D 7H | 2  | draws a third card  | 9H 3C 7S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | 8     | 6S 5H 9H 7H 8D AS 9H | 6S 9H 8D | 3  | draws a third card  | 5H 7H AS | 3  | draws a third card | 6     | tie    |
        | mbs-etg-v4-ncb             | 9     | 2C AH 3S AS 9H 5H 2C | 2C 3S 9H | 4  | draws a third card  | AH AS 5H | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-ncb             | stood | JH 7C 7S 5D 6H 6C    | JH 7S    | 7  | stands on two cards | 7C 5D 6H | 8  | draws a third card | 5     | banker |
        | mbs-etg-v4-tiger           | 0     | 8S 5C 3S 7H TS 7C 4H | 8S 3S TS | 1  | draws a third card  | 5C 7H 7C | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 1     | KH 4C 5S 8C AS 4H 3H | KH 5S AS | 6  | draws a third card  | 4C 8C 4H | 6  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger           | 2     | 5S JD 9H 2D 2C TH AH | 5S 9H 2C | 6  | draws a third card  | JD 2D TH | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 3     | 5C 3C 8H 9S 3H 4H AH | 5C 8H 3H | 6  | draws a third card  | 3C 9S 4H | 6  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger           | 4     | 7D 2S 8H JH 4D AD 4H | 7D 8H 4D | 9  | draws a third card  | 2S JH AD | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 5     | KS 8H AH 4D 5C 6C AS | KS AH 5C | 6  | draws a third card  | 8H 4D 6C | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | 6     | JD 5S 3S 7H 6D 3H 4H | JD 3S 6D | 9  | draws a third card  | 5S 7H 3H | 5  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 7     | 7H 2C 4C KD 7H 3S AC | 7H 4C 7H | 8  | draws a third card  | 2C KD 3S | 5  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 8     | 5S 9D 5S 3C 8H 8H 5D | 5S 5S 8H | 8  | draws a third card  | 9D 3C 8H | 0  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger           | 9     | JH 5S AC 7H 9S 7S 3D | JH AC 9S | 0  | draws a third card  | 5S 7H 7S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger           | stood | 6D QH KH 2S 6S 7S    | 6D KH    | 6  | stands on two cards | QH 2S 6S | 8  | draws a third card | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 0     | 6H 7D 7H 5D QC 5H 3C | 6H 7H QC | 3  | draws a third card  | 7D 5D 5H | 7  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 1     | 6D 5C 9C 7C AH AC AH | 6D 9C AH | 6  | draws a third card  | 5C 7C AC | 3  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 2     | 8C JD 6H 2S 2S 2D 2H | 8C 6H 2S | 6  | draws a third card  | JD 2S 2D | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 3     | 7C AD 3H AD 3C AH 7H | 7C 3H 3C | 3  | draws a third card  | AD AD AH | 3  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger-ncb       | 4     | 7H 9C 8H 3D 4D 9C 6C | 7H 8H 4D | 9  | draws a third card  | 9C 3D 9C | 1  | draws a third card | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 5     | 5H 5S TS 7C 5C 3D 5C | 5H TS 5C | 0  | draws a third card  | 5S 7C 3D | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 6     | AC 8C 2C 4D 6C 7D 7C | AC 2C 6C | 9  | draws a third card  | 8C 4D 7D | 9  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger-ncb       | 7     | 3H 8S QD 4D 7H 3C 8S | 3H QD 7H | 0  | draws a third card  | 8S 4D 3C | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 8     | 9S 4H 4S 8S 8S 7D 7H | 9S 4S 8S | 1  | draws a third card  | 4H 8S 7D | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 9     | 5C 7D 5H 5S 9H 7S 8H | 5C 5H 9H | 9  | draws a third card  | 7D 5S 7S | 9  | draws a third card | 6     | tie    |
        | mbs-etg-v4-tiger-ncb       | stood | 6C 2C AH JS 7H 4H    | 6C AH    | 7  | stands on two cards | 2C JS 7H | 9  | draws a third card | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 0     | 9S 2D 3H QD JC 3H 8C | 9S 3H JC | 2  | draws a third card  | 2D QD 3H | 5  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | 2S 3D 8H 9D AH KH QH | 2S 8H AH | 1  | draws a third card  | 3D 9D KH | 2  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 2     | 4H 4C 7S 8C 2C QC 7S | 4H 7S 2C | 3  | draws a third card  | 4C 8C QC | 2  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 3     | 8H 9H 4H 3D 3S 7H 9H | 8H 4H 3S | 5  | draws a third card  | 9H 3D 7H | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 4     | 4H AC 9C AC 4S 6H 7C | 4H 9C 4S | 7  | draws a third card  | AC AC 6H | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 5     | QD 2C 2H TC 5D 6C TD | QD 2H 5D | 7  | draws a third card  | 2C TC 6C | 8  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 6     | 7C 2H 6D JD 6C 2C 5C | 7C 6D 6C | 9  | draws a third card  | 2H JD 2C | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 7     | 6S AD 9H AD 7C 7S 8D | 6S 9H 7C | 2  | draws a third card  | AD AD 7S | 9  | draws a third card | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 8     | 8H 9H 6D 3D 8D TD 2H | 8H 6D 8D | 2  | draws a third card  | 9H 3D TD | 2  | draws a third card | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 9     | AH AS 9S AC 9D 2H 2S | AH 9S 9D | 9  | draws a third card  | AS AC 2H | 4  | draws a third card | 6     | player |
        | mbs-etg-v4-fabulous-4s     | stood | 6D 5H TD 7H 8S 3S    | 6D TD    | 6  | stands on two cards | 5H 7H 8S | 0  | draws a third card | 5     | player |

    Scenario Outline: 3.8 Banker on 3 draws unless the Player's third card is an 8 (<game>, Player third card <third>: <banker action>)
      With 3 on two cards the Banker takes a third card after a Player third card
      worth 0 to 7 or 9, and when the Player stood; after an 8 it stays.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe                 | player   | pt | player action       | banker   | bt | banker action       | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 7H 7C 8C 6H QH 5D JS | 7H 8C QH | 5  | draws a third card  | 7C 6H 5D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 1     | 8H 4H 7H 9D AH TS 7D | 8H 7H AH | 6  | draws a third card  | 4H 9D TS | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 2     | KD 7H QC 6D 2C 8S JS | KD QC 2C | 2  | draws a third card  | 7H 6D 8S | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 3     | 3S 6D QC 7S 3S 9D 4D | 3S QC 3S | 6  | draws a third card  | 6D 7S 9D | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 4     | 5S 8D 8D 5D 4S 3S AC | 5S 8D 4S | 7  | draws a third card  | 8D 5D 3S | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 5     | 8C JD 7C 3D 5D AC 7H | 8C 7C 5D | 0  | draws a third card  | JD 3D AC | 4  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 6     | 7C 9C 8C 4D 6D 3C 5H | 7C 8C 6D | 1  | draws a third card  | 9C 4D 3C | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 7     | 4D 9C 8C 4D 7C 4H 2S | 4D 8C 7C | 9  | draws a third card  | 9C 4D 4H | 7  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 8     | 5C 9H 5D 4H 8S QC    | 5C 5D 8S | 8  | draws a third card  | 9H 4H    | 3  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 9     | 9S 5H 5H 8H 9H 4S 3H | 9S 5H 9H | 3  | draws a third card  | 5H 8H 4S | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | stood | 3S 4H 4D 9C KH 6C    | 3S 4D    | 7  | stands on two cards | 4H 9C KH | 3  | draws a third card  | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 0     | 4D 8H JS 5C QD 2H 8D | 4D JS QD | 4  | draws a third card  | 8H 5C 2H | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1     | KC KS QC 3S AC 8D 9D | KC QC AC | 1  | draws a third card  | KS 3S 8D | 1  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 2     | TH 4C QD 9H 2H 5H JS | TH QD 2H | 2  | draws a third card  | 4C 9H 5H | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3     | 7C 2H 7C AC 3C 4S 5D | 7C 7C 3C | 7  | draws a third card  | 2H AC 4S | 7  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 4     | 8H AC 5H 2C 4S 4S 8H | 8H 5H 4S | 7  | draws a third card  | AC 2C 4S | 7  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 5     | 7H 2S 6S AD 5H 3H 8H | 7H 6S 5H | 8  | draws a third card  | 2S AD 3H | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 6     | 6H 7H 7S 6C 6C 9S 3H | 6H 7S 6C | 9  | draws a third card  | 7H 6C 9S | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 7     | TS AS 4D 2S 7C 2D 9S | TS 4D 7C | 1  | draws a third card  | AS 2S 2D | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 8     | 2S TH 3C 3S 8H AH    | 2S 3C 8H | 3  | draws a third card  | TH 3S    | 3  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 9     | TD 8H 4H 5D 9S 2S 9S | TD 4H 9S | 3  | draws a third card  | 8H 5D 2S | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | stood | 2D 7S 5D 6S AD 5S    | 2D 5D    | 7  | stands on two cards | 7S 6S AD | 4  | draws a third card  | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 0     | 6D 4S 6D 9D QH 3C 8D | 6D 6D QH | 2  | draws a third card  | 4S 9D 3C | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 1     | 4D 3C 6S KS AH 8C 3D | 4D 6S AH | 1  | draws a third card  | 3C KS 8C | 1  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-super-6-ncb     | 2     | AH AH 9H 2H 2C 4D 5C | AH 9H 2C | 2  | draws a third card  | AH 2H 4D | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 3     | TS 7D TC 6S 3S 8S 2C | TS TC 3S | 3  | draws a third card  | 7D 6S 8S | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 4     | 9C 8H 3D 5H 4D 6D 5D | 9C 3D 4D | 6  | draws a third card  | 8H 5H 6D | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 5     | 6H 8C 8D 5D 5S 2H 7S | 6H 8D 5S | 9  | draws a third card  | 8C 5D 2H | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 6     | 2D 2H 2C AH 6D 3S 2D | 2D 2C 6D | 0  | draws a third card  | 2H AH 3S | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 7     | 5S 5H 6H 8D 7H JD 7H | 5S 6H 7H | 8  | draws a third card  | 5H 8D JD | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 8     | 7C 5D 7D 8C 8S AH    | 7C 7D 8S | 2  | draws a third card  | 5D 8C    | 3  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 9     | 8D 5S 6C 8D 9C 9S 4S | 8D 6C 9C | 3  | draws a third card  | 5S 8D 9S | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | stood | 4H 8D 3S 5C 4D 5C    | 4H 3S    | 7  | stands on two cards | 8D 5C 4D | 7  | draws a third card  | 5     | tie    |
        | mbs-etg-v4-ncb             | 0     | KD TC JH 3C JS 9D 9D | KD JH JS | 0  | draws a third card  | TC 3C 9D | 2  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 1     | 3S 6C 9H 7C AD 2C 6D | 3S 9H AD | 3  | draws a third card  | 6C 7C 2C | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 2     | 8D 6S 2D 7S 2H 6D 2S | 8D 2D 2H | 2  | draws a third card  | 6S 7S 6D | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 3     | 4D AS 8H 2C 3H 8H 6S | 4D 8H 3H | 5  | draws a third card  | AS 2C 8H | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 4     | 8H 5C 4H 8S 4C 9S QD | 8H 4H 4C | 6  | draws a third card  | 5C 8S 9S | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 5     | 5H 3D 9D TS 5H 5C AD | 5H 9D 5H | 9  | draws a third card  | 3D TS 5C | 8  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 6     | 8S AH 3S 2S 6C AC 2S | 8S 3S 6C | 7  | draws a third card  | AH 2S AC | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 7     | 7C AC 3H 2C 7H 9S QC | 7C 3H 7H | 7  | draws a third card  | AC 2C 9S | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 8     | 9D 5S 5D 8C 8S 5C    | 9D 5D 8S | 2  | draws a third card  | 5S 8C    | 3  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 9     | 6S 5S 8S 8C 9C 4C 8D | 6S 8S 9C | 3  | draws a third card  | 5S 8C 4C | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | stood | 9C 5C 8D 8C 6D 7C    | 9C 8D    | 7  | stands on two cards | 5C 8C 6D | 9  | draws a third card  | 5     | banker |
        | mbs-etg-v4-tiger           | 0     | 4S AS 8H 2S TH AH 8D | 4S 8H TH | 2  | draws a third card  | AS 2S AH | 4  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 1     | 5H 3S 5C JC AH 9S 3C | 5H 5C AH | 1  | draws a third card  | 3S JC 9S | 2  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 2     | 7D 5H 5C 8D 2H 3D TC | 7D 5C 2H | 4  | draws a third card  | 5H 8D 3D | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 3     | 8C 5C 3D 8H 3S 2D 3H | 8C 3D 3S | 4  | draws a third card  | 5C 8H 2D | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 4     | 9C 7H AS 6C 4H AD 3S | 9C AS 4H | 4  | draws a third card  | 7H 6C AD | 4  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-tiger           | 5     | 3S 8C QC 5C 5C 4S 4C | 3S QC 5C | 8  | draws a third card  | 8C 5C 4S | 7  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 6     | 9D JC 2C 3S 6S 7C JS | 9D 2C 6S | 7  | draws a third card  | JC 3S 7C | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 7     | AS AC 2S 2S 7H 2D 4H | AS 2S 7H | 0  | draws a third card  | AC 2S 2D | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 8     | 7H 9D 5H 4C 8H 8D    | 7H 5H 8H | 0  | draws a third card  | 9D 4C    | 3  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 9     | 4H 6C 9C 7C 9D 4S 8D | 4H 9C 9D | 2  | draws a third card  | 6C 7C 4S | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | stood | JH 4H 6C 9C AH KS    | JH 6C    | 6  | stands on two cards | 4H 9C AH | 4  | draws a third card  | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 0     | 2S 7H AH 6H KH 8H 4D | 2S AH KH | 3  | draws a third card  | 7H 6H 8H | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 1     | 6S 8C 7D 5C AC 8H 3C | 6S 7D AC | 4  | draws a third card  | 8C 5C 8H | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 2     | 5C 8H 5D 5H 2H 5C 6S | 5C 5D 2H | 2  | draws a third card  | 8H 5H 5C | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 3     | 2S 5S 3S 8D 3H 2S 4S | 2S 3S 3H | 8  | draws a third card  | 5S 8D 2S | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 4     | 8D 5S 7S 8H 4H 8S 3S | 8D 7S 4H | 9  | draws a third card  | 5S 8H 8S | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 5     | AS KH 2H 3H 5S AC 7C | AS 2H 5S | 8  | draws a third card  | KH 3H AC | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 6     | 6D 6H 4H 7S 6C 5S 7S | 6D 4H 6C | 6  | draws a third card  | 6H 7S 5S | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 7     | AD 3C 3D QC 7S 6D 3D | AD 3D 7S | 1  | draws a third card  | 3C QC 6D | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 8     | 8D 3C 6D JS 8H 9H    | 8D 6D 8H | 2  | draws a third card  | 3C JS    | 3  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 9     | 5C 4C 7D 9H 9H 2S AC | 5C 7D 9H | 1  | draws a third card  | 4C 9H 2S | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | stood | AD 3H 5D TD TC AC    | AD 5D    | 6  | stands on two cards | 3H TD TC | 3  | draws a third card  | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 0     | 4S 5C QH 8D TD 5D 5C | 4S QH TD | 4  | draws a third card  | 5C 8D 5D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | 2H 8H 3C 5D AH AC 4D | 2H 3C AH | 6  | draws a third card  | 8H 5D AC | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 2     | TH 8C 5S 5H 2H 5C 3H | TH 5S 2H | 7  | draws a third card  | 8C 5H 5C | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 3     | 5S 8H 6C 5C 3S AC 8C | 5S 6C 3S | 4  | draws a third card  | 8H 5C AC | 4  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 4     | 5C 3D 9D KD 4D 5S 8C | 5C 9D 4D | 8  | draws a third card  | 3D KD 5S | 8  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 5     | AD 8S 9D 5S 5S 8H 2D | AD 9D 5S | 5  | draws a third card  | 8S 5S 8H | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 6     | 5D 9H 5H 4C 6C 6S 3C | 5D 5H 6C | 6  | draws a third card  | 9H 4C 6S | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 7     | 5D 7D 5H 6D 7S 8S 6D | 5D 5H 7S | 7  | draws a third card  | 7D 6D 8S | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 8     | 9S 8D 3H 5C 8D 7S    | 9S 3H 8D | 0  | draws a third card  | 8D 5C    | 3  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 9     | 5D 6S 6H 7C 9D 4D 6C | 5D 6H 9D | 0  | draws a third card  | 6S 7C 4D | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | stood | 9H QH 8D 3H 8C AS    | 9H 8D    | 7  | stands on two cards | QH 3H 8C | 1  | draws a third card  | 5     | player |

    Scenario Outline: 3.8 Banker on 4 draws on a Player third card of 2 to 7 (<game>, Player third card <third>: <banker action>)
      With 4 on two cards the Banker takes a third card only after a Player third
      card worth 2 to 7 (after 0, 1, 8 or 9 it stays), or when the Player stood.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe                 | player   | pt | player action       | banker   | bt | banker action       | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 6H 5H 7C 9D TD 3H    | 6H 7C TD | 3  | draws a third card  | 5H 9D    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 1     | JH AD 2C 3C AD 8C    | JH 2C AD | 3  | draws a third card  | AD 3C    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 2     | TC 3D KS AH 2C 6D 5H | TC KS 2C | 2  | draws a third card  | 3D AH 6D | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 3     | 4C 3H 6D AD 3S 9S 8C | 4C 6D 3S | 3  | draws a third card  | 3H AD 9S | 3  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-super-six-ncb   | 4     | AD 9C 4H 5H 4C 2H 2S | AD 4H 4C | 9  | draws a third card  | 9C 5H 2H | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 5     | 9D 6D 5H 8D 5C 9D 7C | 9D 5H 5C | 9  | draws a third card  | 6D 8D 9D | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 6     | 2D 2S AS 2S 6H JC 4C | 2D AS 6H | 9  | draws a third card  | 2S 2S JC | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 7     | 7D 7D 8C 7C 7S 3S 3S | 7D 8C 7S | 2  | draws a third card  | 7D 7C 3S | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 8     | 9S 2S 2S 2H 8S 9C    | 9S 2S 8S | 9  | draws a third card  | 2S 2H    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 9     | 7S 7D 3H 7D 9D 6C    | 7S 3H 9D | 9  | draws a third card  | 7D 7D    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | stood | 6H AD JC 3H 8D 2S    | 6H JC    | 6  | stands on two cards | AD 3H 8D | 2  | draws a third card  | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 0     | 5C 3H 8H AH TS AS    | 5C 8H TS | 3  | draws a third card  | 3H AH    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1     | 4C 4S AS TS AS JC    | 4C AS AS | 6  | draws a third card  | 4S TS    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 2     | 6S 6H 8C 8S 2H 4D 8S | 6S 8C 2H | 6  | draws a third card  | 6H 8S 4D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3     | 7H KH 7C 4H 3D 9S 3C | 7H 7C 3D | 7  | draws a third card  | KH 4H 9S | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 4     | JH 7H AD 7H 4C 7S AH | JH AD 4C | 5  | draws a third card  | 7H 7H 7S | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 5     | 2C 5C 8H 9H 5D 2H 7C | 2C 8H 5D | 5  | draws a third card  | 5C 9H 2H | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 6     | 6C KD 4C 4H 6H 6S 4H | 6C 4C 6H | 6  | draws a third card  | KD 4H 6S | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 7     | 6C 5D 4D 9H 7H 2S QH | 6C 4D 7H | 7  | draws a third card  | 5D 9H 2S | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 8     | 4S 5C 9C 9D 8D 8H    | 4S 9C 8D | 1  | draws a third card  | 5C 9D    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 9     | 4C TC 9H 4D 9S 4D    | 4C 9H 9S | 2  | draws a third card  | TC 4D    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | stood | 4D 3S 3C AC 4D 7C    | 4D 3C    | 7  | stands on two cards | 3S AC 4D | 8  | draws a third card  | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 0     | 3C 2H 2H 2D KD 2D    | 3C 2H KD | 5  | draws a third card  | 2H 2D    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 1     | 3C 8S 2C 6C AC 4D    | 3C 2C AC | 6  | draws a third card  | 8S 6C    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 2     | 3S 5D 7D 9H 2C 8H 2C | 3S 7D 2C | 2  | draws a third card  | 5D 9H 8H | 2  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-super-6-ncb     | 3     | 6D 3C 5S AD 3H AD 6H | 6D 5S 3H | 4  | draws a third card  | 3C AD AD | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 4     | 4H 7S QH 7C 4C 3C 3H | 4H QH 4C | 8  | draws a third card  | 7S 7C 3C | 7  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 5     | 3C 9C KS 5H 5S QD 3S | 3C KS 5S | 8  | draws a third card  | 9C 5H QD | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 6     | 3H 4H AH KH 6D 2H 6S | 3H AH 6D | 0  | draws a third card  | 4H KH 2H | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 7     | 2D 9C QD 5S 7C 9D 9C | 2D QD 7C | 9  | draws a third card  | 9C 5S 9D | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 8     | 4S AS 7H 3C 8S 6D    | 4S 7H 8S | 9  | draws a third card  | AS 3C    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 9     | 5H AH 6H 3S 9H AS    | 5H 6H 9H | 0  | draws a third card  | AH 3S    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | stood | 4H 4D 3C JC AH 5C    | 4H 3C    | 7  | stands on two cards | 4D JC AH | 5  | draws a third card  | 5     | player |
        | mbs-etg-v4-ncb             | 0     | 9S AS 6H 3C KC AD    | 9S 6H KC | 5  | draws a third card  | AS 3C    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 1     | AS 3C KS AD AS 6S    | AS KS AS | 2  | draws a third card  | 3C AD    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 2     | 7C AC 7S 3D 2H 5S 8C | 7C 7S 2H | 6  | draws a third card  | AC 3D 5S | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 3     | 3C 5S JD 9C 3S 6C 6S | 3C JD 3S | 6  | draws a third card  | 5S 9C 6C | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 4     | 9D 3H 6S AH 4H 6D 9S | 9D 6S 4H | 9  | draws a third card  | 3H AH 6D | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 5     | KC 5C 2D 9D 5S 4D 2D | KC 2D 5S | 7  | draws a third card  | 5C 9D 4D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 6     | 7C 9H 8D 5C 6D 3S 6H | 7C 8D 6D | 1  | draws a third card  | 9H 5C 3S | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 7     | 6C 8S 9S 6H 7H 2H QC | 6C 9S 7H | 2  | draws a third card  | 8S 6H 2H | 6  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 8     | 5C JD 5C 4C 8H AS    | 5C 5C 8H | 8  | draws a third card  | JD 4C    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 9     | 3S AD AH 3D 9S 4D    | 3S AH 9S | 3  | draws a third card  | AD 3D    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | stood | 4C 5S 3C 9H 3H 2S    | 4C 3C    | 7  | stands on two cards | 5S 9H 3H | 7  | draws a third card  | 5     | tie    |
        | mbs-etg-v4-tiger           | 0     | 4S 2S 6H 2C QS 4H    | 4S 6H QS | 0  | draws a third card  | 2S 2C    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 1     | 7H TC 7C 4S AD TH    | 7H 7C AD | 5  | draws a third card  | TC 4S    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger           | 2     | AC 3S 3D AC 2H 3H 2S | AC 3D 2H | 6  | draws a third card  | 3S AC 3H | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 3     | 8C AS 2H 3H 3S JD 8H | 8C 2H 3S | 3  | draws a third card  | AS 3H JD | 4  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 4     | 4S JD 7H 4D 4S KD AD | 4S 7H 4S | 5  | draws a third card  | JD 4D KD | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 5     | 3D 3H 2S AC 5D AH 7S | 3D 2S 5D | 0  | draws a third card  | 3H AC AH | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 6     | 8D 8C 5D 6C 6C 7D 8C | 8D 5D 6C | 9  | draws a third card  | 8C 6C 7D | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 7     | QS 5D 3H 9D 7D 5C 8H | QS 3H 7D | 0  | draws a third card  | 5D 9D 5C | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 8     | 7C 9D 8C 5H 8S 4D    | 7C 8C 8S | 3  | draws a third card  | 9D 5H    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 9     | TS 7D QS 7S 9D KC    | TS QS 9D | 9  | draws a third card  | 7D 7S    | 4  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger           | stood | 5D 4S 2S QH 5H 2S    | 5D 2S    | 7  | stands on two cards | 4S QH 5H | 9  | draws a third card  | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 0     | 6D 5H 4H 9C JH 4C    | 6D 4H JH | 0  | draws a third card  | 5H 9C    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 1     | 3H 8S 9H 6H AC 8C    | 3H 9H AC | 3  | draws a third card  | 8S 6H    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 2     | 4S 2S 9D 2S 2D 5H AS | 4S 9D 2D | 5  | draws a third card  | 2S 2S 5H | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 3     | JS 3S 4H AH 3C 2C AS | JS 4H 3C | 7  | draws a third card  | 3S AH 2C | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 4     | 8C 9D 3H 5D 4C 9H 8D | 8C 3H 4C | 5  | draws a third card  | 9D 5D 9H | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 5     | 2D 8C 2S 6H 5D 8D 9D | 2D 2S 5D | 9  | draws a third card  | 8C 6H 8D | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 6     | 9D 6C 4C 8S 6C 2S 6H | 9D 4C 6C | 9  | draws a third card  | 6C 8S 2S | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 7     | 7S 7H 4H 7H 7C KH 2S | 7S 4H 7C | 8  | draws a third card  | 7H 7H KH | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 8     | 3H JD 2S 4H 8D 3D    | 3H 2S 8D | 3  | draws a third card  | JD 4H    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 9     | 4D 3D AD AC 9H 4S    | 4D AD 9H | 4  | draws a third card  | 3D AC    | 4  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-tiger-ncb       | stood | 6H JC AH 4S 4C 4H    | 6H AH    | 7  | stands on two cards | JC 4S 4C | 8  | draws a third card  | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 0     | 3H JH 7C 4C KD 6C    | 3H 7C KD | 0  | draws a third card  | JH 4C    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | 6S 3S 6H AS AD 9H    | 6S 6H AD | 3  | draws a third card  | 3S AS    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 2     | 4H 3S 6H AS 2S 8D 6C | 4H 6H 2S | 2  | draws a third card  | 3S AS 8D | 2  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 3     | AD 2H 9S 2D 3C TC 6H | AD 9S 3C | 3  | draws a third card  | 2H 2D TC | 4  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 4     | JH 7H AD 7H 4S 4C 9D | JH AD 4S | 5  | draws a third card  | 7H 7H 4C | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 5     | 7S TH 4D 4S 5S 2S 3S | 7S 4D 5S | 6  | draws a third card  | TH 4S 2S | 6  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 6     | 5C 9C 7D 5S 6D 2C QD | 5C 7D 6D | 8  | draws a third card  | 9C 5S 2C | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 7     | 4S TD 8S 4D 7D 3D 2D | 4S 8S 7D | 9  | draws a third card  | TD 4D 3D | 7  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 8     | 8H 3C 4C AH 8C 4H    | 8H 4C 8C | 0  | draws a third card  | 3C AH    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 9     | 4S 2S 9H 2C 9C 6D    | 4S 9H 9C | 2  | draws a third card  | 2S 2C    | 4  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | stood | 5S 8D AS 6S 7C KC    | 5S AS    | 6  | stands on two cards | 8D 6S 7C | 1  | draws a third card  | 5     | player |

    Scenario Outline: 3.8 Banker on 5 draws on a Player third card of 4 to 7 (<game>, Player third card <third>: <banker action>)
      With 5 on two cards the Banker takes a third card only after a Player third
      card worth 4 to 7 (after 0 to 3, 8 or 9 it stays), or when the Player stood.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe                 | player   | pt | player action       | banker   | bt | banker action       | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 3D JC 2C 5H QD 8D    | 3D 2C QD | 5  | draws a third card  | JC 5H    | 5  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-six-ncb   | 1     | 4C 8S TH 7D AS AS    | 4C TH AS | 5  | draws a third card  | 8S 7D    | 5  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-six-ncb   | 2     | 4H 9H AH 6D 2S 3D    | 4H AH 2S | 7  | draws a third card  | 9H 6D    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 3     | 7C 9D 5H 6C 3H AD    | 7C 5H 3H | 5  | draws a third card  | 9D 6C    | 5  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-six-ncb   | 4     | 5H 4H 8S AC 4C QS 8D | 5H 8S 4C | 7  | draws a third card  | 4H AC QS | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 5     | 9D 8S 5S 7S 5D 2S 3S | 9D 5S 5D | 9  | draws a third card  | 8S 7S 2S | 7  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 6     | KC 9D JS 6S 6H 3D 9S | KC JS 6H | 6  | draws a third card  | 9D 6S 3D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 7     | 2H 7C 2H 8S 7D 3C KS | 2H 2H 7D | 1  | draws a third card  | 7C 8S 3C | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 8     | 5D 7S 7S 8H 8C 7C    | 5D 7S 8C | 0  | draws a third card  | 7S 8H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 9     | 4C 6C 7H 9S 9D 2S    | 4C 7H 9D | 0  | draws a third card  | 6C 9S    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | stood | 4H 8D 3H 7H 6D 3C    | 4H 3H    | 7  | stands on two cards | 8D 7H 6D | 1  | draws a third card  | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 0     | 3D 5S KD JD JH JH    | 3D KD JH | 3  | draws a third card  | 5S JD    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1     | TD 9C 3D 6D AC 8H    | TD 3D AC | 4  | draws a third card  | 9C 6D    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 2     | 8S 4H 3C AH 2H 9C    | 8S 3C 2H | 3  | draws a third card  | 4H AH    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3     | 5S 8S 8D 7C 3D 8C    | 5S 8D 3D | 6  | draws a third card  | 8S 7C    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 4     | KD 3C 4D 2C 4C 7S 7S | KD 4D 4C | 8  | draws a third card  | 3C 2C 7S | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 5     | 6S 8D 7S 7H 5C 8D 5H | 6S 7S 5C | 8  | draws a third card  | 8D 7H 8D | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 6     | 6S 8H 9H 7D 6S 3S AS | 6S 9H 6S | 1  | draws a third card  | 8H 7D 3S | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 7     | TD 2C 2S 3S 7C 8C 9D | TD 2S 7C | 9  | draws a third card  | 2C 3S 8C | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 8     | AD 8D 2D 7C 8H 8C    | AD 2D 8H | 1  | draws a third card  | 8D 7C    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 9     | 9H 5H AS KS 9S 2D    | 9H AS 9S | 9  | draws a third card  | 5H KS    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | stood | 2S JH 5D 5H 9C 3C    | 2S 5D    | 7  | stands on two cards | JH 5H 9C | 4  | draws a third card  | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 0     | 9D QH 3C 5H QS 4S    | 9D 3C QS | 2  | draws a third card  | QH 5H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 1     | 4C 9D 7S 6C AS 6C    | 4C 7S AS | 2  | draws a third card  | 9D 6C    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 2     | TD 8S 4C 7S 2H 7D    | TD 4C 2H | 6  | draws a third card  | 8S 7S    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 3     | 6H AC 6C 4S 3C 6H    | 6H 6C 3C | 5  | draws a third card  | AC 4S    | 5  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-6-ncb     | 4     | 6S 2D 7S 3S 4S QC 9D | 6S 7S 4S | 7  | draws a third card  | 2D 3S QC | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 5     | 9S 2D AC 3D 5S 9S 2S | 9S AC 5S | 5  | draws a third card  | 2D 3D 9S | 4  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 6     | 6C 7C 4D 8H 6C 6D 2S | 6C 4D 6C | 6  | draws a third card  | 7C 8H 6D | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 7     | 4C 2C AS 3D 7C 8C 5D | 4C AS 7C | 2  | draws a third card  | 2C 3D 8C | 3  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-6-ncb     | 8     | 4D 2H TH 3D 8C 8H    | 4D TH 8C | 2  | draws a third card  | 2H 3D    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 9     | AC 4C 9S AD 9S 3C    | AC 9S 9S | 9  | draws a third card  | 4C AD    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | stood | 4S 3C 3D 2C 3S 2S    | 4S 3D    | 7  | stands on two cards | 3C 2C 3S | 8  | draws a third card  | 5     | banker |
        | mbs-etg-v4-ncb             | 0     | 7H 6S 7H 9C QS 8C    | 7H 7H QS | 4  | draws a third card  | 6S 9C    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 1     | 3S 6C 9H 9S AC 9D    | 3S 9H AC | 3  | draws a third card  | 6C 9S    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 2     | KD 6D 2C 9S 2S 9C    | KD 2C 2S | 4  | draws a third card  | 6D 9S    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 3     | 8C 7C 2S 8D 3C 7C    | 8C 2S 3C | 3  | draws a third card  | 7C 8D    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 4     | 9S 9H 3S 6S 4H QD QC | 9S 3S 4H | 6  | draws a third card  | 9H 6S QD | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 5     | 4S 3C 7H 2C 5D 4S 7C | 4S 7H 5D | 6  | draws a third card  | 3C 2C 4S | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 6     | 3C 8S AD 7S 6D 2D QS | 3C AD 6D | 0  | draws a third card  | 8S 7S 2D | 7  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 7     | QH 6D 2H 9H 7C QD 2H | QH 2H 7C | 9  | draws a third card  | 6D 9H QD | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-ncb             | 8     | 2S 5C 9D KS 8D 7S    | 2S 9D 8D | 9  | draws a third card  | 5C KS    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 9     | JS 2D 4S 3H 9D 7S    | JS 4S 9D | 3  | draws a third card  | 2D 3H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | stood | 5H 3S AS 2D 2S 9H    | 5H AS    | 6  | stands on two cards | 3S 2D 2S | 7  | draws a third card  | 5     | banker |
        | mbs-etg-v4-tiger           | 0     | 5H 3H 7S 2H TC 6D    | 5H 7S TC | 2  | draws a third card  | 3H 2H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 1     | 7D 7H 5D 8H AS TH    | 7D 5D AS | 3  | draws a third card  | 7H 8H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 2     | JD 9H AH 6D 2S 8S    | JD AH 2S | 3  | draws a third card  | 9H 6D    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 3     | 2C 5S 8H TD 3D 4D    | 2C 8H 3D | 3  | draws a third card  | 5S TD    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 4     | 2H 9C 3C 6H 4H 5H 4C | 2H 3C 4H | 9  | draws a third card  | 9C 6H 5H | 0  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 5     | 6H JS 8C 5H 5S AC 6D | 6H 8C 5S | 9  | draws a third card  | JS 5H AC | 6  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger           | 6     | 9S 7C 5C 8C 6H 9S 5S | 9S 5C 6H | 0  | draws a third card  | 7C 8C 9S | 4  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 7     | AS 2C AS 3C 7H 4H 3D | AS AS 7H | 9  | draws a third card  | 2C 3C 4H | 9  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-tiger           | 8     | 4H AS 8H 4D 8H 7C    | 4H 8H 8H | 0  | draws a third card  | AS 4D    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 9     | AS 3S AD 2S 9D 7H    | AS AD 9D | 1  | draws a third card  | 3S 2S    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | stood | 5S 9H 2C 6H 7D 4C    | 5S 2C    | 7  | stands on two cards | 9H 6H 7D | 2  | draws a third card  | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 0     | KC 8D 4S 7D TH 9C    | KC 4S TH | 4  | draws a third card  | 8D 7D    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 1     | 3S 8H 2S 7H AD AS    | 3S 2S AD | 6  | draws a third card  | 8H 7H    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 2     | 6C 6D 7H 9C 2C 3S    | 6C 7H 2C | 5  | draws a third card  | 6D 9C    | 5  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-tiger-ncb       | 3     | 9H TC 6H 5C 3S 5H    | 9H 6H 3S | 8  | draws a third card  | TC 5C    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 4     | TH 4C 4S AH 4D 6S 3S | TH 4S 4D | 8  | draws a third card  | 4C AH 6S | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 5     | 9D 9S 3D 6S 5H 3S 6C | 9D 3D 5H | 7  | draws a third card  | 9S 6S 3S | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 6     | 3S 2S 7D 3H 6C 6C QD | 3S 7D 6C | 6  | draws a third card  | 2S 3H 6C | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 7     | 8D 7H 5D 8C 7S 8D 3H | 8D 5D 7S | 0  | draws a third card  | 7H 8C 8D | 3  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 8     | 2H 2H 9D 3C 8D AC    | 2H 9D 8D | 9  | draws a third card  | 2H 3C    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 9     | JD TC AS 5D 9H 7H    | JD AS 9H | 0  | draws a third card  | TC 5D    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | stood | 3H 3S 4S 2S 5H AC    | 3H 4S    | 7  | stands on two cards | 3S 2S 5H | 0  | draws a third card  | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 0     | 4H AD 6C 4H JS AS    | 4H 6C JS | 0  | draws a third card  | AD 4H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | 7H AH 8H 4H AH 9C    | 7H 8H AH | 6  | draws a third card  | AH 4H    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 2     | 3H 2S 9D 3H 2D 9H    | 3H 9D 2D | 4  | draws a third card  | 2S 3H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 3     | 6C JS 8H 5C 3H 7D    | 6C 8H 3H | 7  | draws a third card  | JS 5C    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 4     | 5C 8C 8C 7D 4H TS 4H | 5C 8C 4H | 7  | draws a third card  | 8C 7D TS | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 5     | AH 7D 3D 8C 5D 4S 2C | AH 3D 5D | 9  | draws a third card  | 7D 8C 4S | 9  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 6     | 4S 3D 7D 2C 6C 7D 8D | 4S 7D 6C | 7  | draws a third card  | 3D 2C 7D | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 7     | 7S 3H 8H 2S 7H 6H 6D | 7S 8H 7H | 2  | draws a third card  | 3H 2S 6H | 1  | draws a third card  | 6     | player |
        | mbs-etg-v4-fabulous-4s     | 8     | 6S 9H 5C 6D 8S 4H    | 6S 5C 8S | 9  | draws a third card  | 9H 6D    | 5  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 9     | AS 9C AS 6H 9C 4D    | AS AS 9C | 1  | draws a third card  | 9C 6H    | 5  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | stood | 3C 7S 3D 8H AS KC    | 3C 3D    | 6  | stands on two cards | 7S 8H AS | 6  | draws a third card  | 5     | tie    |

    Scenario Outline: 3.8 Banker on 6 draws only on a Player third card of 6 or 7 (<game>, Player third card <third>: <banker action>)
      With 6 on two cards the Banker takes a third card only after a Player third
      card worth 6 or 7. When the Player stood on 6 or 7, a Banker 6 stays.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe                 | player   | pt | player action       | banker   | bt | banker action       | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 3H 5H KC AC QC 8S    | 3H KC QC | 3  | draws a third card  | 5H AC    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 1     | 6H 5D 6C AD AS 5C    | 6H 6C AS | 3  | draws a third card  | 5D AD    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 2     | 3D 5H 9H AH 2H 5C    | 3D 9H 2H | 4  | draws a third card  | 5H AH    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 3     | 4S 3H 6C 3S 3D 4H    | 4S 6C 3D | 3  | draws a third card  | 3H 3S    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 4     | QH 4S 3D 2C 4S AD    | QH 3D 4S | 7  | draws a third card  | 4S 2C    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 5     | AC 9H 9C 7D 5S QD    | AC 9C 5S | 5  | draws a third card  | 9H 7D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 6     | 7C 9S 5S 7S 6S 6H 7S | 7C 5S 6S | 8  | draws a third card  | 9S 7S 6H | 2  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-six-ncb   | 7     | AD 5C 2D AD 7H 3C AD | AD 2D 7H | 0  | draws a third card  | 5C AD 3C | 9  | draws a third card  | 6     | banker |
        | mbs-etg-v4-super-six-ncb   | 8     | 4D AS 9C 5D 8S 7C    | 4D 9C 8S | 1  | draws a third card  | AS 5D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 9     | 7C JS 8H 6D 9H 9D    | 7C 8H 9H | 4  | draws a third card  | JS 6D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | stood | 6C 3C JD 3H AH       | 6C JD    | 6  | stands on two cards | 3C 3H    | 6  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 0     | 6H 7S 8C 9S TD 4S    | 6H 8C TD | 4  | draws a third card  | 7S 9S    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1     | 4H 3H 7D 3C AH 3C    | 4H 7D AH | 2  | draws a third card  | 3H 3C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 2     | AS 4H 3S 2D 2S 8D    | AS 3S 2S | 6  | draws a third card  | 4H 2D    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 3     | 4H 8C 6C 8C 3S 9S    | 4H 6C 3S | 3  | draws a third card  | 8C 8C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 4     | 2C 4C 8S 2S 4D 6H    | 2C 8S 4D | 4  | draws a third card  | 4C 2S    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 5     | 8S 2H 7C 4D 5S 4C    | 8S 7C 5S | 0  | draws a third card  | 2H 4D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 6     | 9C 4C 3D 2D 6H 7D 5H | 9C 3D 6H | 8  | draws a third card  | 4C 2D 7D | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-fortune-six-ncb | 7     | 5H 3H 8C 3H 7C 5D TC | 5H 8C 7C | 0  | draws a third card  | 3H 3H 5D | 1  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fortune-six-ncb | 8     | 9D 3H AC 3C 8C JS    | 9D AC 8C | 8  | draws a third card  | 3H 3C    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 9     | AC 9H 4D 7D 9H AC    | AC 4D 9H | 4  | draws a third card  | 9H 7D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | stood | 9H 9C 8C 7D 5H       | 9H 8C    | 7  | stands on two cards | 9C 7D    | 6  | stands on two cards | 4     | player |
        | mbs-etg-v4-super-6-ncb     | 0     | 2H KC 8S 6D KC 2H    | 2H 8S KC | 0  | draws a third card  | KC 6D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 1     | 9S 9D 6C 7S AC 6S    | 9S 6C AC | 6  | draws a third card  | 9D 7S    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-6-ncb     | 2     | AH 8C 2H 8D 2S 5S    | AH 2H 2S | 5  | draws a third card  | 8C 8D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 3     | 9S 8S 2C 8S 3H 5H    | 9S 2C 3H | 4  | draws a third card  | 8S 8S    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 4     | TC 4D 5C 2D 4D 9D    | TC 5C 4D | 9  | draws a third card  | 4D 2D    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 5     | 9S JS 2S 6D 5C 9H    | 9S 2S 5C | 6  | draws a third card  | JS 6D    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-6-ncb     | 6     | 8C 9C 3S 7D 6D AC 7C | 8C 3S 6D | 7  | draws a third card  | 9C 7D AC | 7  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-super-6-ncb     | 7     | 2C KS KD 6D 7D 7S 3C | 2C KD 7D | 9  | draws a third card  | KS 6D 7S | 3  | draws a third card  | 6     | player |
        | mbs-etg-v4-super-6-ncb     | 8     | AS JH 9D 6H 8H 9S    | AS 9D 8H | 8  | draws a third card  | JH 6H    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 9     | 4D 5C 9H AD 9D 6D    | 4D 9H 9D | 2  | draws a third card  | 5C AD    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | stood | 5H 4S AD 2D 4C       | 5H AD    | 6  | stands on two cards | 4S 2D    | 6  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-ncb             | 0     | 7D 6S 5H TS JD 5S    | 7D 5H JD | 2  | draws a third card  | 6S TS    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 1     | 3S 6S 7H KD AC 3C    | 3S 7H AC | 1  | draws a third card  | 6S KD    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 2     | 8H 2H 7H 4D 2S 8H    | 8H 7H 2S | 7  | draws a third card  | 2H 4D    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 3     | 7D 4C 5S 2H 3S 2S    | 7D 5S 3S | 5  | draws a third card  | 4C 2H    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 4     | 3C 7C 2D 9D 4C 7S    | 3C 2D 4C | 9  | draws a third card  | 7C 9D    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 5     | 6S 5C 5C AS 5H 8C    | 6S 5C 5H | 6  | draws a third card  | 5C AS    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-ncb             | 6     | 3D 7C 7C 9C 6S QH 8D | 3D 7C 6S | 6  | draws a third card  | 7C 9C QH | 6  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-ncb             | 7     | 2H 6C AS QH 7S 2D AC | 2H AS 7S | 0  | draws a third card  | 6C QH 2D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-ncb             | 8     | 2S 4D 3S 2C 8S 6S    | 2S 3S 8S | 3  | draws a third card  | 4D 2C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 9     | KH 4D 4D 2D 9C 9D    | KH 4D 9C | 3  | draws a third card  | 4D 2D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | stood | 2S AC 4H 5H 2C       | 2S 4H    | 6  | stands on two cards | AC 5H    | 6  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-tiger           | 0     | 2D 6H KH KS QC 8C    | 2D KH QC | 2  | draws a third card  | 6H KS    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 1     | 6D AS 8D 5H AD 3D    | 6D 8D AD | 5  | draws a third card  | AS 5H    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 2     | 7S 4S 8D 2D 2S 6D    | 7S 8D 2S | 7  | draws a third card  | 4S 2D    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger           | 3     | 5S 2C 6C 4C 3D 8S    | 5S 6C 3D | 4  | draws a third card  | 2C 4C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 4     | 8H 4H 4H 2S 4S 8S    | 8H 4H 4S | 6  | draws a third card  | 4H 2S    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-tiger           | 5     | 8S KS 4S 6S 5D 3D    | 8S 4S 5D | 7  | draws a third card  | KS 6S    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger           | 6     | 2C 5C 2S AS 6D 9S 5H | 2C 2S 6D | 0  | draws a third card  | 5C AS 9S | 5  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 7     | 3H 6H AD KC 7H 6S 4C | 3H AD 7H | 1  | draws a third card  | 6H KC 6S | 2  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger           | 8     | KC 4D 2S 2C 8C 7H    | KC 2S 8C | 0  | draws a third card  | 4D 2C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 9     | 2C 3H 8D 3S 9D 2S    | 2C 8D 9D | 9  | draws a third card  | 3H 3S    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger           | stood | 8S 3H 9H 3D 9C       | 8S 9H    | 7  | stands on two cards | 3H 3D    | 6  | stands on two cards | 4     | player |
        | mbs-etg-v4-tiger-ncb       | 0     | 7D 9H 4C 7C TD 8D    | 7D 4C TD | 1  | draws a third card  | 9H 7C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 1     | 6C 6C 6H JC AD 7D    | 6C 6H AD | 3  | draws a third card  | 6C JC    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 2     | 3D 3S AD 3D 2D 4S    | 3D AD 2D | 6  | draws a third card  | 3S 3D    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-tiger-ncb       | 3     | 4H AD 9S 5H 3H KD    | 4H 9S 3H | 6  | draws a third card  | AD 5H    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-tiger-ncb       | 4     | KH 4S JD 2D 4H 9S    | KH JD 4H | 4  | draws a third card  | 4S 2D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 5     | 5S 3H 5D 3C 5D 5C    | 5S 5D 5D | 5  | draws a third card  | 3H 3C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 6     | 2C 6D JD TH 6H 9D JD | 2C JD 6H | 8  | draws a third card  | 6D TH 9D | 5  | draws a third card  | 6     | player |
        | mbs-etg-v4-tiger-ncb       | 7     | 8C 6C 5H TS 7D 2D QS | 8C 5H 7D | 0  | draws a third card  | 6C TS 2D | 8  | draws a third card  | 6     | banker |
        | mbs-etg-v4-tiger-ncb       | 8     | 6S 7S 4H 9C 8C 6S    | 6S 4H 8C | 8  | draws a third card  | 7S 9C    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 9     | 4C 8C AS 8C 9C 2C    | 4C AS 9C | 4  | draws a third card  | 8C 8C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | stood | 8C 2S 9H 4D 3C       | 8C 9H    | 7  | stands on two cards | 2S 4D    | 6  | stands on two cards | 4     | player |
        | mbs-etg-v4-fabulous-4s     | 0     | 6C 8D 6S 8C KS AH    | 6C 6S KS | 2  | draws a third card  | 8D 8C    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | AC 6S 2S KH AD 4C    | AC 2S AD | 4  | draws a third card  | 6S KH    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 2     | 6S 2C 8S 4D 2D 9H    | 6S 8S 2D | 6  | draws a third card  | 2C 4D    | 6  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-fabulous-4s     | 3     | 7C 7S 8D 9H 3C 6C    | 7C 8D 3C | 8  | draws a third card  | 7S 9H    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 4     | AC 7C 3H 9D 4S 4C    | AC 3H 4S | 8  | draws a third card  | 7C 9D    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 5     | 3D 8D KC 8C 5D AH    | 3D KC 5D | 8  | draws a third card  | 8D 8C    | 6  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 6     | 2D 7S 3D 9H 6C 7S 2H | 2D 3D 6C | 1  | draws a third card  | 7S 9H 7S | 3  | draws a third card  | 6     | banker |
        | mbs-etg-v4-fabulous-4s     | 7     | 6H 7H 8S 9S 7H 5S 4H | 6H 8S 7H | 1  | draws a third card  | 7H 9S 5S | 1  | draws a third card  | 6     | tie    |
        | mbs-etg-v4-fabulous-4s     | 8     | 3H 2S 2C 4S 8H AH    | 3H 2C 8H | 3  | draws a third card  | 2S 4S    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 9     | 5D AS 9C 5D 9D AH    | 5D 9C 9D | 3  | draws a third card  | AS 5D    | 6  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | stood | 5S 3D AC 3H 7D       | 5S AC    | 6  | stands on two cards | 3D 3H    | 6  | stands on two cards | 4     | tie    |

    Scenario Outline: 3.8 Banker on 7 never draws (<game>, Player third card <third>: <banker action>)
      With 7 on two cards the Banker stays whatever the Player did.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | game                       | third | shoe              | player   | pt | player action       | banker | bt | banker action       | cards | winner |
        | mbs-etg-v4-super-six-ncb   | 0     | 6D 5C 7C 2D KS AH | 6D 7C KS | 3  | draws a third card  | 5C 2D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 1     | 9C 9S AC 8D AC 5S | 9C AC AC | 1  | draws a third card  | 9S 8D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 2     | 8D 4C 7S 3C 2S 2D | 8D 7S 2S | 7  | draws a third card  | 4C 3C  | 7  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-six-ncb   | 3     | 9S 7S 4H JC 3D 5C | 9S 4H 3D | 6  | draws a third card  | 7S JC  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 4     | AD 3D 2C 4H 4C 2H | AD 2C 4C | 7  | draws a third card  | 3D 4H  | 7  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-six-ncb   | 5     | 2H 3D 3D 4D 5H 8C | 2H 3D 5H | 0  | draws a third card  | 3D 4D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-six-ncb   | 6     | QS TC 2D 7C 6S AD | QS 2D 6S | 8  | draws a third card  | TC 7C  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 7     | TS 7H JS QH 7D 9H | TS JS 7D | 7  | draws a third card  | 7H QH  | 7  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-six-ncb   | 8     | 3S 2C 7C 5C 8S 2D | 3S 7C 8S | 8  | draws a third card  | 2C 5C  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | 9     | 3H 3D 7C 4H 9D 6S | 3H 7C 9D | 9  | draws a third card  | 3D 4H  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-six-ncb   | stood | 7H 6S 9D AD AS    | 7H 9D    | 6  | stands on two cards | 6S AD  | 7  | stands on two cards | 4     | banker |
        | mbs-etg-v4-fortune-six-ncb | 0     | 4S 5H AS 2H JC 6H | 4S AS JC | 5  | draws a third card  | 5H 2H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 1     | JD 6D 4C AH AD 8H | JD 4C AD | 5  | draws a third card  | 6D AH  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 2     | 5D 2C 9S 5H 2C 8C | 5D 9S 2C | 6  | draws a third card  | 2C 5H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 3     | JS 3S 3S 4D 3D 4H | JS 3S 3D | 6  | draws a third card  | 3S 4D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 4     | 8D 9H 6D 8C 4H 9H | 8D 6D 4H | 8  | draws a third card  | 9H 8C  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | 5     | 9S 4D 2S 3H 5C 5H | 9S 2S 5C | 6  | draws a third card  | 4D 3H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 6     | 9H 3D 2C 4S 6C 5C | 9H 2C 6C | 7  | draws a third card  | 3D 4S  | 7  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-fortune-six-ncb | 7     | 7H 5C 7H 2H 7C 7S | 7H 7H 7C | 1  | draws a third card  | 5C 2H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 8     | 5C 7D 7H JD 8S 3D | 5C 7H 8S | 0  | draws a third card  | 7D JD  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fortune-six-ncb | 9     | 3C 7H 7S KD 9H 3H | 3C 7S 9H | 9  | draws a third card  | 7H KD  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-fortune-six-ncb | stood | AC JS 5C 7C 7H    | AC 5C    | 6  | stands on two cards | JS 7C  | 7  | stands on two cards | 4     | banker |
        | mbs-etg-v4-super-6-ncb     | 0     | 5H 5D 6C 2S KC 9C | 5H 6C KC | 1  | draws a third card  | 5D 2S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 1     | 4D 2C KS 5S AC AC | 4D KS AC | 5  | draws a third card  | 2C 5S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 2     | 4S 7S TD KD 2S 5H | 4S TD 2S | 6  | draws a third card  | 7S KD  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 3     | 5C 7D 7C QS 3C AD | 5C 7C 3C | 5  | draws a third card  | 7D QS  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 4     | 2C 9S AC 8H 4S 9S | 2C AC 4S | 7  | draws a third card  | 9S 8H  | 7  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-super-6-ncb     | 5     | 2H 2C AC 5S 5C 5H | 2H AC 5C | 8  | draws a third card  | 2C 5S  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-super-6-ncb     | 6     | 7H 5H 3D 2D 6D TC | 7H 3D 6D | 6  | draws a third card  | 5H 2D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 7     | 5C 4S 8S 3H 7S 7H | 5C 8S 7S | 0  | draws a third card  | 4S 3H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 8     | 5H 6H TS AH 8D 9D | 5H TS 8D | 3  | draws a third card  | 6H AH  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | 9     | 5C 7H 9D KS 9S 4C | 5C 9D 9S | 3  | draws a third card  | 7H KS  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-super-6-ncb     | stood | 2H AC 4S 6S 3S    | 2H 4S    | 6  | stands on two cards | AC 6S  | 7  | stands on two cards | 4     | banker |
        | mbs-etg-v4-ncb             | 0     | 4D 8S 8H 9S QC KH | 4D 8H QC | 2  | draws a third card  | 8S 9S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 1     | 7C 4S 7D 3D AC 8S | 7C 7D AC | 5  | draws a third card  | 4S 3D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 2     | 3C QH KC 7S 2H 2C | 3C KC 2H | 5  | draws a third card  | QH 7S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 3     | 8D 2H 6H 5S 3S AD | 8D 6H 3S | 7  | draws a third card  | 2H 5S  | 7  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-ncb             | 4     | 5C 6C 6D AC 4H 8C | 5C 6D 4H | 5  | draws a third card  | 6C AC  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 5     | KS 6S KC AS 5S 6H | KS KC 5S | 5  | draws a third card  | 6S AS  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 6     | 4D 3C AH 4H 6S KC | 4D AH 6S | 1  | draws a third card  | 3C 4H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 7     | 4D 2D 8H 5D 7H 8D | 4D 8H 7H | 9  | draws a third card  | 2D 5D  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-ncb             | 8     | 7C 5C 8C 2C 8C 2S | 7C 8C 8C | 3  | draws a third card  | 5C 2C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | 9     | 2C AH 9D 6S 9D 8S | 2C 9D 9D | 0  | draws a third card  | AH 6S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-ncb             | stood | 7S 8D 9D 9S 6C    | 7S 9D    | 6  | stands on two cards | 8D 9S  | 7  | stands on two cards | 4     | banker |
        | mbs-etg-v4-tiger           | 0     | 4C 3S AD 4H KD 5H | 4C AD KD | 5  | draws a third card  | 3S 4H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 1     | QC TD 4C 7S AC 8H | QC 4C AC | 5  | draws a third card  | TD 7S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 2     | 5H 3S 5D 4C 2H 9H | 5H 5D 2H | 2  | draws a third card  | 3S 4C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 3     | 9H 2H 3D 5S 3H 6C | 9H 3D 3H | 5  | draws a third card  | 2H 5S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 4     | 9D QD 5S 7S 4D 7H | 9D 5S 4D | 8  | draws a third card  | QD 7S  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger           | 5     | 7S 6S 8S AH 5S 2H | 7S 8S 5S | 0  | draws a third card  | 6S AH  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 6     | 5C 9D QH 8D 6S 6D | 5C QH 6S | 1  | draws a third card  | 9D 8D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 7     | 6C 8S 9S 9C 7C AH | 6C 9S 7C | 2  | draws a third card  | 8S 9C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 8     | 2S 8C 3S 9D 8S 7S | 2S 3S 8S | 3  | draws a third card  | 8C 9D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | 9     | 5H 4D 9D 3H 9C 2H | 5H 9D 9C | 3  | draws a third card  | 4D 3H  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger           | stood | 3S 9C 4H 8D 2D    | 3S 4H    | 7  | stands on two cards | 9C 8D  | 7  | stands on two cards | 4     | tie    |
        | mbs-etg-v4-tiger-ncb       | 0     | 7D 6D 4C AD KH 8H | 7D 4C KH | 1  | draws a third card  | 6D AD  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 1     | 6D 6C 9S AS AH 3D | 6D 9S AH | 6  | draws a third card  | 6C AS  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 2     | AC JD 9S 7C 2D 4D | AC 9S 2D | 2  | draws a third card  | JD 7C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 3     | 7C 9H 8C 8H 3D 9C | 7C 8C 3D | 8  | draws a third card  | 9H 8H  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 4     | 7S AC 3C 6D 4D AH | 7S 3C 4D | 4  | draws a third card  | AC 6D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 5     | KD TD 3S 7S 5C 4S | KD 3S 5C | 8  | draws a third card  | TD 7S  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 6     | AD 4C 4H 3C 6D 8C | AD 4H 6D | 1  | draws a third card  | 4C 3C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | 7     | 7S KD 5D 7H 7S 3S | 7S 5D 7S | 9  | draws a third card  | KD 7H  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 8     | 5H 8S 6S 9H 8S 9D | 5H 6S 8S | 9  | draws a third card  | 8S 9H  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-tiger-ncb       | 9     | KH 3D 5C 4S 9D AH | KH 5C 9D | 4  | draws a third card  | 3D 4S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-tiger-ncb       | stood | 7S 6S 9D AH 9S    | 7S 9D    | 6  | stands on two cards | 6S AH  | 7  | stands on two cards | 4     | banker |
        | mbs-etg-v4-fabulous-4s     | 0     | 3S 8H AH 9C KH 2C | 3S AH KH | 4  | draws a third card  | 8H 9C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 1     | JC 7C 4S QD AD 7H | JC 4S AD | 5  | draws a third card  | 7C QD  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 2     | 6C QC 6H 7D 2S 7S | 6C 6H 2S | 4  | draws a third card  | QC 7D  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 3     | 4S 4C 9S 3C 3S 3D | 4S 9S 3S | 6  | draws a third card  | 4C 3C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 4     | 3C 9H 7S 8C 4S 9C | 3C 7S 4S | 4  | draws a third card  | 9H 8C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 5     | 4C 3C TH 4H 5D 3S | 4C TH 5D | 9  | draws a third card  | 3C 4H  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | 6     | 3C 6S 8H AS 6D 2S | 3C 8H 6D | 7  | draws a third card  | 6S AS  | 7  | stands on two cards | 5     | tie    |
        | mbs-etg-v4-fabulous-4s     | 7     | KH AH 4S 6S 7C 2H | KH 4S 7C | 1  | draws a third card  | AH 6S  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 8     | 5S 9H 7D 8C 8S KC | 5S 7D 8S | 0  | draws a third card  | 9H 8C  | 7  | stands on two cards | 5     | banker |
        | mbs-etg-v4-fabulous-4s     | 9     | 7D AS 3S 6S 9D 6D | 7D 3S 9D | 9  | draws a third card  | AS 6S  | 7  | stands on two cards | 5     | player |
        | mbs-etg-v4-fabulous-4s     | stood | 4C 4C 2S 3S QH    | 4C 2S    | 6  | stands on two cards | 4C 3S  | 7  | stands on two cards | 4     | banker |
