@clause:mbs-6star-ncb-2017:3.9
Feature: 6 Star No Commission Baccarat, rule 3.9: the Table of Play

  After the first four cards, the two-card point totals decide whether
  either hand gets a third card, and only the Table of Play can give one.
  The 6 Star deck changes the cards, not the table: a Ten, a Sau, a Luk or a
  Fuk counts zero like a Ten or a picture card of a standard deck. Each
  outline below covers one part of the table cell by cell with concrete
  shoes of 65-card-deck cards: a Natural on either side, the Player on each
  two-card total 0 to 7, the Banker on each two-card total 0 to 7 against a
  Player who stood and against each Player third card 0 to 9. The expected
  hands were worked out card by card from the rule. The card after those a
  round needs is there on purpose: an engine that draws a card it should
  not draw uses it and fails.

  Rule: 3.9.1 A Natural (8 or 9) on either hand ends the deal: neither hand draws
    If the point total of the “Player” hand or the “Banker” hand after the
    initial four cards are dealt is 8 or 9, which is called a “Natural”, no
    more cards shall be dealt to either hand.

    @clause:mbs-6star-ncb-2017:3.9.1 @clause:mbs-6star-ncb-2017:1.1.8
    Scenario Outline: 3.9.1 A Natural stops the deal (<case>)
      A hand whose first two cards total 8 or 9 is a Natural, and a Natural on
      either side stops the deal: neither hand draws, whatever the other
      hand's total. Natural against Natural is settled on the two totals.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And 4 cards are used
      And the winner is "<winner>"

      Examples:
        | case                                      | shoe                    | player  | pt | banker  | bt | winner |
        | Player natural 8 against 0                | 9Fi 5Go 9Fi 5Ea AFi 9Fi | 9Fi 9Fi | 8  | 5Go 5Ea | 0  | player |
        | Player natural 9 against 1                | 3Wa 8Go 6Go 3Fi 2Ea 4Ea | 3Wa 6Go | 9  | 8Go 3Fi | 1  | player |
        | Player natural 8 against 2                | 8Wa 6Ea TWa 6Go 6Ea 8Fi | 8Wa TWa | 8  | 6Ea 6Go | 2  | player |
        | Player natural 9 against 3                | 8Ea 4Ea AWa 9Go 9Wo 4Go | 8Ea AWa | 9  | 4Ea 9Go | 3  | player |
        | Player natural 8 against 4                | AWo 2Ea 7Wa 2Ea AFi 7Go | AWo 7Wa | 8  | 2Ea 2Ea | 4  | player |
        | Player natural 9 against 5                | 4Wo 9Fi 5Go 6Wa 6Wa 8Fi | 4Wo 5Go | 9  | 9Fi 6Wa | 5  | player |
        | Player natural 8 against 6                | FWa AWa 8Go 5Wo 8Ea 4Wo | FWa 8Go | 8  | AWa 5Wo | 6  | player |
        | Player natural 9 against 7                | 6Wa 7Wo 3Wa TFi 8Wo 4Wo | 6Wa 3Wa | 9  | 7Wo TFi | 7  | player |
        | Banker natural 9 against 0                | 8Ea AWo 2Fi 8Go 5Wa 2Go | 8Ea 2Fi | 0  | AWo 8Go | 9  | banker |
        | Banker natural 8 against 1                | 6Wa 4Wo 5Wo 4Wo 6Wa 7Wa | 6Wa 5Wo | 1  | 4Wo 4Wo | 8  | banker |
        | Banker natural 9 against 2                | 7Wa 4Ea 5Go 5Wa 6Go 8Ea | 7Wa 5Go | 2  | 4Ea 5Wa | 9  | banker |
        | Banker natural 8 against 3                | 2Ea 4Fi AWo 4Fi 8Fi 4Fi | 2Ea AWo | 3  | 4Fi 4Fi | 8  | banker |
        | Banker natural 9 against 4                | 9Go AWo 5Wo 8Ea AFi 7Wo | 9Go 5Wo | 4  | AWo 8Ea | 9  | banker |
        | Banker natural 8 against 5                | 6Wo 3Fi 9Fi 5Go 3Fi 4Fi | 6Wo 9Fi | 5  | 3Fi 5Go | 8  | banker |
        | Banker natural 9 against 6                | 2Fi 3Fi 4Wo 6Ea 3Fi 5Fi | 2Fi 4Wo | 6  | 3Fi 6Ea | 9  | banker |
        | Banker natural 8 against 7                | 7Wa 8Fi SGo TEa 3Wo 5Wa | 7Wa SGo | 7  | 8Fi TEa | 8  | banker |
        | Player natural 8 against Banker natural 8 | 2Go FEa 6Fi 8Go 6Wa 8Fi | 2Go 6Fi | 8  | FEa 8Go | 8  | tie    |
        | Player natural 9 against Banker natural 9 | 8Fi 6Go AWo 3Wa 5Fi AGo | 8Fi AWo | 9  | 6Go 3Wa | 9  | tie    |
        | Player natural 8 against Banker natural 9 | 2Wo AGo 6Wa 8Go 9Wa 2Go | 2Wo 6Wa | 8  | AGo 8Go | 9  | banker |
        | Player natural 9 against Banker natural 8 | 8Go 5Wa AWa 3Fi 5Wa 9Wa | 8Go AWa | 9  | 5Wa 3Fi | 8  | player |

  Rule: 3.9.2 Player draws on 0 to 5 and stands on 6 or 7; 8 or 9 is a Natural
    When the “Player” has:
    0-1-2-3-4-5      “Player” draws a card
    6-7                “Player” stands
    8-9                Natural, no cards are drawn to either hand

    @clause:mbs-6star-ncb-2017:3.9.2
    Scenario Outline: 3.9.2 The Player on <p> <player action> (<shoe>)
      Without a Natural on either side, the Player hand takes a third card when
      its first two cards total 0 to 5 and stays on two cards at 6 or 7. (8 and
      9 are Naturals: see 3.9.1.)

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player <player action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | p | shoe                        | player      | pt | player action       | banker      | bt | cards | winner |
        | 0 | 9Fi 2Fi AGo 9Wo 7Wo 8Wa 4Fi | 9Fi AGo 7Wo | 7  | draws a third card  | 2Fi 9Wo 8Wa | 9  | 6     | banker |
        | 0 | 3Wa 6Fi 7Wo 9Ea 7Wo 5Wa 9Ea | 3Wa 7Wo 7Wo | 7  | draws a third card  | 6Fi 9Ea 5Wa | 0  | 6     | player |
        | 1 | 7Wo 6Ea 4Go AEa 4Fi 9Wa     | 7Wo 4Go 4Fi | 5  | draws a third card  | 6Ea AEa     | 7  | 5     | banker |
        | 1 | 9Go 7Wa 2Fi 3Wo 6Fi 6Fi 2Wa | 9Go 2Fi 6Fi | 7  | draws a third card  | 7Wa 3Wo 6Fi | 6  | 6     | player |
        | 2 | 8Go 2Wo 4Wa 3Wa 3Fi 8Wa     | 8Go 4Wa 3Fi | 5  | draws a third card  | 2Wo 3Wa     | 5  | 5     | tie    |
        | 2 | LWo 7Ea 2Fi 4Wo 3Fi 4Go 9Go | LWo 2Fi 3Fi | 5  | draws a third card  | 7Ea 4Wo 4Go | 5  | 6     | tie    |
        | 3 | 9Ea 3Wo 4Ea 4Wo AGo 3Fi     | 9Ea 4Ea AGo | 4  | draws a third card  | 3Wo 4Wo     | 7  | 5     | banker |
        | 3 | LGo 6Wo 3Ea 5Fi 9Ea 8Go 4Go | LGo 3Ea 9Ea | 2  | draws a third card  | 6Wo 5Fi 8Go | 9  | 6     | banker |
        | 4 | 2Ea 8Go 2Fi 7Fi 9Wa 6Wo     | 2Ea 2Fi 9Wa | 3  | draws a third card  | 8Go 7Fi     | 5  | 5     | banker |
        | 4 | 2Ea AFi 2Ea 5Wo 9Wa 9Ea     | 2Ea 2Ea 9Wa | 3  | draws a third card  | AFi 5Wo     | 6  | 5     | banker |
        | 5 | 3Wo 9Go 2Wa 8Fi 2Wa 8Ea     | 3Wo 2Wa 2Wa | 7  | draws a third card  | 9Go 8Fi     | 7  | 5     | tie    |
        | 5 | SWo 5Go 5Go 6Wo 4Go AWo 6Fi | SWo 5Go 4Go | 9  | draws a third card  | 5Go 6Wo AWo | 2  | 6     | player |
        | 6 | 2Wa 3Wo 4Fi 7Fi 4Ea 9Go     | 2Wa 4Fi     | 6  | stands on two cards | 3Wo 7Fi 4Ea | 4  | 5     | player |
        | 6 | AWo AGo 5Wa 6Fi 6Ea         | AWo 5Wa     | 6  | stands on two cards | AGo 6Fi     | 7  | 4     | banker |
        | 7 | 2Ea 5Wo 5Fi 6Go 2Ea 9Go     | 2Ea 5Fi     | 7  | stands on two cards | 5Wo 6Go 2Ea | 3  | 5     | player |
        | 7 | 5Go 6Wo 2Fi SFi 8Go         | 5Go 2Fi     | 7  | stands on two cards | 6Wo SFi     | 6  | 4     | player |

  Rule: 3.9.3 When Player stands, Banker draws on 0 to 5 and stands on 6 or 7
    When the “Player” stands, the “Banker” draws on 0-5 and stands on 6 or
    7.

    @clause:mbs-6star-ncb-2017:3.9.3
    Scenario Outline: 3.9.3 The Player stands on <p>, the Banker on <b> <banker action>
      If the Player stays on two cards (6 or 7) and neither hand is a Natural,
      the Banker draws on 0 to 5 and stays on two cards at 6 or 7.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player stands on two cards
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | p | b | shoe                    | player  | pt | banker      | bt | banker action       | cards | winner |
        | 6 | 0 | FWo AFi 6Wo 9Wo 8Ea 6Go | FWo 6Wo | 6  | AFi 9Wo 8Ea | 8  | draws a third card  | 5     | banker |
        | 7 | 0 | 2Wa 5Go 5Wa 5Go 5Ea 8Ea | 2Wa 5Wa | 7  | 5Go 5Go 5Ea | 5  | draws a third card  | 5     | player |
        | 6 | 1 | 9Fi TWa 7Wo AFi AWa 7Wo | 9Fi 7Wo | 6  | TWa AFi AWa | 2  | draws a third card  | 5     | player |
        | 7 | 1 | 2Wo 6Ea 5Wa 5Go 4Fi 5Ea | 2Wo 5Wa | 7  | 6Ea 5Go 4Fi | 5  | draws a third card  | 5     | player |
        | 6 | 2 | SEa 9Ea 6Wa 3Fi 9Fi 2Fi | SEa 6Wa | 6  | 9Ea 3Fi 9Fi | 1  | draws a third card  | 5     | player |
        | 7 | 2 | AFi 4Fi 6Wa 8Wa 4Go 9Wo | AFi 6Wa | 7  | 4Fi 8Wa 4Go | 6  | draws a third card  | 5     | player |
        | 6 | 3 | 8Ea 6Wo 8Wo 7Wo AEa 4Ea | 8Ea 8Wo | 6  | 6Wo 7Wo AEa | 4  | draws a third card  | 5     | player |
        | 7 | 3 | 6Wo FWa AFi 3Ea 9Wo 7Wo | 6Wo AFi | 7  | FWa 3Ea 9Wo | 2  | draws a third card  | 5     | player |
        | 6 | 4 | 5Go 2Go AEa 2Ea 6Go 5Wo | 5Go AEa | 6  | 2Go 2Ea 6Go | 0  | draws a third card  | 5     | player |
        | 7 | 4 | 3Fi AGo 4Ea 3Wo 8Fi 2Wa | 3Fi 4Ea | 7  | AGo 3Wo 8Fi | 2  | draws a third card  | 5     | player |
        | 6 | 5 | 5Go 4Fi AEa AFi 6Ea 4Ea | 5Go AEa | 6  | 4Fi AFi 6Ea | 1  | draws a third card  | 5     | player |
        | 7 | 5 | 5Go 6Go 2Wa 9Wo 8Go 9Wo | 5Go 2Wa | 7  | 6Go 9Wo 8Go | 3  | draws a third card  | 5     | player |
        | 6 | 6 | SWa 4Wo 6Go 2Wa AWo     | SWa 6Go | 6  | 4Wo 2Wa     | 6  | stands on two cards | 4     | tie    |
        | 7 | 6 | 7Fi AWo LEa 5Wo 5Wa     | 7Fi LEa | 7  | AWo 5Wo     | 6  | stands on two cards | 4     | player |
        | 6 | 7 | AWa 5Go 5Wo 2Ea 9Wa     | AWa 5Wo | 6  | 5Go 2Ea     | 7  | stands on two cards | 4     | banker |
        | 7 | 7 | AFi 9Wo 6Wa 8Wa 6Ea     | AFi 6Wa | 7  | 9Wo 8Wa     | 7  | stands on two cards | 4     | tie    |

  Rule: 3.9.4 After a Player third card: Banker 0-2 draws; 3 unless it is an 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; else stands
    When the “Banker” has:
    0-1-2              “Banker” draws when the “Player” third card has a
    point value of 0-9.
    3                    “Banker” draws when the “Player” third card has a
    point value of 0-9, except for 8.
    4                    “Banker” draws when the “Player” third card has a
    point value of 2-7.
    5                    “Banker” draws when the “Player” third card has a
    point value of 4-7.
    6                    “Banker” draws when the “Player” third card has a
    point value of 6 or 7.
    “Banker” stands at all other times.

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 0 draws whatever the Player's third card (Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards, the Banker takes a third card after any
      Player third card, 0 to 9 (a Ten or a Star counts 0).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                        | player      | pt | banker      | bt | banker action      | cards | winner |
        | 0     | 4Ea 6Ea TFi 4Ea TWa 3Wo 6Wo | 4Ea TFi TWa | 4  | 6Ea 4Ea 3Wo | 3  | draws a third card | 6     | player |
        | 1     | FWo 5Fi 4Ea 5Go AWa 6Fi 3Fi | FWo 4Ea AWa | 5  | 5Fi 5Go 6Fi | 6  | draws a third card | 6     | banker |
        | 2     | 9Go 6Wa 4Wa 4Go 2Wa 2Ea 4Go | 9Go 4Wa 2Wa | 5  | 6Wa 4Go 2Ea | 2  | draws a third card | 6     | player |
        | 3     | 9Wo 3Ea 3Ea 7Go 3Ea 2Wo 3Fi | 9Wo 3Ea 3Ea | 5  | 3Ea 7Go 2Wo | 2  | draws a third card | 6     | player |
        | 4     | 3Fi AWo 2Fi 9Go 4Go AWo AWo | 3Fi 2Fi 4Go | 9  | AWo 9Go AWo | 1  | draws a third card | 6     | player |
        | 5     | 3Go 8Wo 2Ea 2Go 5Wo 9Wo 4Ea | 3Go 2Ea 5Wo | 0  | 8Wo 2Go 9Wo | 9  | draws a third card | 6     | banker |
        | 6     | 7Go 2Wa 6Go 8Go 6Wo 2Ea 8Wo | 7Go 6Go 6Wo | 9  | 2Wa 8Go 2Ea | 2  | draws a third card | 6     | player |
        | 7     | 3Ea 2Wa 9Wa 8Go 7Wo 9Ea 2Fi | 3Ea 9Wa 7Wo | 9  | 2Wa 8Go 9Ea | 9  | draws a third card | 6     | tie    |
        | 8     | 7Fi 8Ea 3Go 2Fi 8Wa 5Fi 3Ea | 7Fi 3Go 8Wa | 8  | 8Ea 2Fi 5Fi | 5  | draws a third card | 6     | player |
        | 9     | AWa 2Wo 3Ea 8Ea 9Wo 5Go 2Wo | AWa 3Ea 9Wo | 3  | 2Wo 8Ea 5Go | 5  | draws a third card | 6     | banker |

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 1 draws whatever the Player's third card (Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards, the Banker takes a third card after any
      Player third card, 0 to 9 (a Ten or a Star counts 0).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                        | player      | pt | banker      | bt | banker action      | cards | winner |
        | 0     | 4Go 7Fi AWa 4Wo FFi 9Fi 6Wa | 4Go AWa FFi | 5  | 7Fi 4Wo 9Fi | 0  | draws a third card | 6     | player |
        | 1     | 9Wa 4Fi 4Wo 7Fi AFi 7Fi 5Wa | 9Wa 4Wo AFi | 4  | 4Fi 7Fi 7Fi | 8  | draws a third card | 6     | banker |
        | 2     | 8Go 6Fi 3Wa 5Go 2Wo 6Ea 6Wa | 8Go 3Wa 2Wo | 3  | 6Fi 5Go 6Ea | 7  | draws a third card | 6     | banker |
        | 3     | 4Wo 9Wo AWo 2Wo 3Go 9Wa 5Fi | 4Wo AWo 3Go | 8  | 9Wo 2Wo 9Wa | 0  | draws a third card | 6     | player |
        | 4     | 8Wo 3Wo 2Go 8Ea 4Wo 6Ea 8Ea | 8Wo 2Go 4Wo | 4  | 3Wo 8Ea 6Ea | 7  | draws a third card | 6     | banker |
        | 5     | 4Go 2Go 9Wo 9Wo 5Fi 4Ea AWo | 4Go 9Wo 5Fi | 8  | 2Go 9Wo 4Ea | 5  | draws a third card | 6     | player |
        | 6     | 3Wa 4Wa 9Go 7Wo 6Ea 8Wa AWa | 3Wa 9Go 6Ea | 8  | 4Wa 7Wo 8Wa | 9  | draws a third card | 6     | banker |
        | 7     | 6Go 4Go 6Ea 7Go 7Ea 3Wa AFi | 6Go 6Ea 7Ea | 9  | 4Go 7Go 3Wa | 4  | draws a third card | 6     | player |
        | 8     | 4Ea 3Go 7Wo 8Go 8Go 7Wo 3Fi | 4Ea 7Wo 8Go | 9  | 3Go 8Go 7Wo | 8  | draws a third card | 6     | player |
        | 9     | 7Fi AEa 3Fi LFi 9Go AEa 2Go | 7Fi 3Fi 9Go | 9  | AEa LFi AEa | 2  | draws a third card | 6     | player |

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 2 draws whatever the Player's third card (Player third card <third>: <banker action>)
      With 0, 1 or 2 on two cards, the Banker takes a third card after any
      Player third card, 0 to 9 (a Ten or a Star counts 0).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                        | player      | pt | banker      | bt | banker action      | cards | winner |
        | 0     | 9Ea AGo AWa AWa LWa AFi 2Wa | 9Ea AWa LWa | 0  | AGo AWa AFi | 3  | draws a third card | 6     | banker |
        | 1     | 2Ea 5Wa 2Go 7Fi AWo 7Wo 3Fi | 2Ea 2Go AWo | 5  | 5Wa 7Fi 7Wo | 9  | draws a third card | 6     | banker |
        | 2     | AFi 8Fi 3Go 4Go 2Fi 8Go AWo | AFi 3Go 2Fi | 6  | 8Fi 4Go 8Go | 0  | draws a third card | 6     | player |
        | 3     | AGo FWo FWa 2Fi 3Go AEa 4Ea | AGo FWa 3Go | 4  | FWo 2Fi AEa | 3  | draws a third card | 6     | player |
        | 4     | AFi SFi 9Wa 2Go 4Go 6Ea 6Go | AFi 9Wa 4Go | 4  | SFi 2Go 6Ea | 8  | draws a third card | 6     | banker |
        | 5     | 5Fi 5Fi 6Go 7Wa 5Ea 5Ea 3Fi | 5Fi 6Go 5Ea | 6  | 5Fi 7Wa 5Ea | 7  | draws a third card | 6     | banker |
        | 6     | 9Wa 5Go 2Wo 7Go 6Ea 5Ea 7Wo | 9Wa 2Wo 6Ea | 7  | 5Go 7Go 5Ea | 7  | draws a third card | 6     | tie    |
        | 7     | 7Ea 2Wa 3Wa FWa 7Fi 3Wa 7Ea | 7Ea 3Wa 7Fi | 7  | 2Wa FWa 3Wa | 5  | draws a third card | 6     | player |
        | 8     | 4Go 9Go 6Wo 3Wo 8Wa 6Go 3Wa | 4Go 6Wo 8Wa | 8  | 9Go 3Wo 6Go | 8  | draws a third card | 6     | tie    |
        | 9     | 7Go 5Go 3Ea 7Wa 9Go 9Fi 9Fi | 7Go 3Ea 9Go | 9  | 5Go 7Wa 9Fi | 1  | draws a third card | 6     | player |

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 3 draws unless the Player's third card is an 8 (Player third card <third>: <banker action>)
      With 3 on two cards, the Banker takes a third card after a Player third
      card worth 0 to 7 or 9, and stays on two cards after an 8.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                        | player      | pt | banker      | bt | banker action       | cards | winner |
        | 0     | 2Wo 2Fi 9Go AWa FEa 5Ea 9Fi | 2Wo 9Go FEa | 1  | 2Fi AWa 5Ea | 8  | draws a third card  | 6     | banker |
        | 1     | 5Go AWa 9Ea 2Go AGo 6Ea 3Wa | 5Go 9Ea AGo | 5  | AWa 2Go 6Ea | 9  | draws a third card  | 6     | banker |
        | 2     | 5Fi AEa 8Go 2Fi 2Go 2Wo 8Ea | 5Fi 8Go 2Go | 5  | AEa 2Fi 2Wo | 5  | draws a third card  | 6     | tie    |
        | 3     | 4Wo 9Go 9Fi 4Fi 3Wo 3Wa 7Fi | 4Wo 9Fi 3Wo | 6  | 9Go 4Fi 3Wa | 6  | draws a third card  | 6     | tie    |
        | 4     | 4Fi 7Wa 9Fi 6Go 4Wa 9Wa 7Go | 4Fi 9Fi 4Wa | 7  | 7Wa 6Go 9Wa | 2  | draws a third card  | 6     | player |
        | 5     | 6Go SGo 7Go 3Go 5Go 6Fi AGo | 6Go 7Go 5Go | 8  | SGo 3Go 6Fi | 9  | draws a third card  | 6     | banker |
        | 6     | 2Wo 7Ea 3Go 6Go 6Go 7Ea 2Wa | 2Wo 3Go 6Go | 1  | 7Ea 6Go 7Ea | 0  | draws a third card  | 6     | player |
        | 7     | 9Ea 4Wo 5Fi 9Fi 7Fi 6Fi AWa | 9Ea 5Fi 7Fi | 1  | 4Wo 9Fi 6Fi | 9  | draws a third card  | 6     | banker |
        | 8     | AGo 2Ea 9Fi AFi 8Fi 2Ea     | AGo 9Fi 8Fi | 8  | 2Ea AFi     | 3  | stands on two cards | 5     | player |
        | 9     | AWo 9Ea 4Fi 4Go 9Wa 9Wo 4Wo | AWo 4Fi 9Wa | 4  | 9Ea 4Go 9Wo | 2  | draws a third card  | 6     | player |

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 4 draws only on a Player third card of 2 to 7 (Player third card <third>: <banker action>)
      With 4 on two cards, the Banker takes a third card only after a Player
      third card worth 2 to 7; after 0, 1, 8 or 9 it stays.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                        | player      | pt | banker      | bt | banker action       | cards | winner |
        | 0     | 3Wo 2Fi 8Wa 2Go FWa 8Ea     | 3Wo 8Wa FWa | 1  | 2Fi 2Go     | 4  | stands on two cards | 5     | banker |
        | 1     | 6Wo 6Ea 6Fi 8Go AWo 9Go     | 6Wo 6Fi AWo | 3  | 6Ea 8Go     | 4  | stands on two cards | 5     | banker |
        | 2     | 9Fi 3Ea 5Ea AWa 2Wa 7Fi 8Ea | 9Fi 5Ea 2Wa | 6  | 3Ea AWa 7Fi | 1  | draws a third card  | 6     | player |
        | 3     | 2Ea 3Fi 9Ea AWa 3Go 9Ea 4Wa | 2Ea 9Ea 3Go | 4  | 3Fi AWa 9Ea | 3  | draws a third card  | 6     | player |
        | 4     | AGo TWo 4Wa 4Wa 4Wa 4Fi 8Wa | AGo 4Wa 4Wa | 9  | TWo 4Wa 4Fi | 8  | draws a third card  | 6     | player |
        | 5     | 9Go SWa AFi 4Go 5Wa 4Ea AWo | 9Go AFi 5Wa | 5  | SWa 4Go 4Ea | 8  | draws a third card  | 6     | banker |
        | 6     | 8Ea 7Go 6Ea 7Wa 6Wa 8Fi 3Fi | 8Ea 6Ea 6Wa | 0  | 7Go 7Wa 8Fi | 2  | draws a third card  | 6     | banker |
        | 7     | 7Go 3Go 4Go AWo 7Wo 7Go 8Go | 7Go 4Go 7Wo | 8  | 3Go AWo 7Go | 1  | draws a third card  | 6     | player |
        | 8     | 9Wo 2Ea 2Wo 2Fi 8Go 4Fi     | 9Wo 2Wo 8Go | 9  | 2Ea 2Fi     | 4  | stands on two cards | 5     | player |
        | 9     | 8Wo 9Wo 3Wa 5Wo 9Fi 5Fi     | 8Wo 3Wa 9Fi | 0  | 9Wo 5Wo     | 4  | stands on two cards | 5     | banker |

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 5 draws only on a Player third card of 4 to 7 (Player third card <third>: <banker action>)
      With 5 on two cards, the Banker takes a third card only after a Player
      third card worth 4 to 7; after 0 to 3, 8 or 9 it stays.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                        | player      | pt | banker      | bt | banker action       | cards | winner |
        | 0     | 2Wo 9Ea TFi 6Fi LWa 6Wa     | 2Wo TFi LWa | 2  | 9Ea 6Fi     | 5  | stands on two cards | 5     | banker |
        | 1     | AGo SWa 2Go 5Wa AWo 4Wa     | AGo 2Go AWo | 4  | SWa 5Wa     | 5  | stands on two cards | 5     | banker |
        | 2     | 4Ea 9Wa 6Go 6Ea 2Fi 3Wo     | 4Ea 6Go 2Fi | 2  | 9Wa 6Ea     | 5  | stands on two cards | 5     | banker |
        | 3     | 5Wa 4Wo SFi AEa 3Wo 3Wa     | 5Wa SFi 3Wo | 8  | 4Wo AEa     | 5  | stands on two cards | 5     | player |
        | 4     | 7Wo 6Ea 7Go 9Wo 4Wa 4Wo 4Wa | 7Wo 7Go 4Wa | 8  | 6Ea 9Wo 4Wo | 9  | draws a third card  | 6     | banker |
        | 5     | 4Fi 5Ea 7Go SGo 5Wa AFi 3Ea | 4Fi 7Go 5Wa | 6  | 5Ea SGo AFi | 6  | draws a third card  | 6     | tie    |
        | 6     | 5Go FWo SEa 5Wo 6Ea 3Go 9Ea | 5Go SEa 6Ea | 1  | FWo 5Wo 3Go | 8  | draws a third card  | 6     | banker |
        | 7     | 7Ea 7Wa 7Wo 8Wo 7Fi 7Wo 6Fi | 7Ea 7Wo 7Fi | 1  | 7Wa 8Wo 7Wo | 2  | draws a third card  | 6     | banker |
        | 8     | 5Fi 7Go 8Wo 8Wa 8Wa 4Ea     | 5Fi 8Wo 8Wa | 1  | 7Go 8Wa     | 5  | stands on two cards | 5     | banker |
        | 9     | 5Ea 6Wo 8Wo 9Wo 9Go 4Fi     | 5Ea 8Wo 9Go | 2  | 6Wo 9Wo     | 5  | stands on two cards | 5     | banker |

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 6 draws only on a Player third card of 6 or 7 (Player third card <third>: <banker action>)
      With 6 on two cards, the Banker takes a third card only after a Player
      third card worth 6 or 7. What counts is the third card's own value, not
      the Player's new total.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                        | player      | pt | banker      | bt | banker action       | cards | winner |
        | 0     | AWa 2Go 3Go 4Fi SFi 5Fi     | AWa 3Go SFi | 4  | 2Go 4Fi     | 6  | stands on two cards | 5     | banker |
        | 1     | 2Ea 3Go 8Wa 3Fi AWa 7Go     | 2Ea 8Wa AWa | 1  | 3Go 3Fi     | 6  | stands on two cards | 5     | banker |
        | 2     | LWa 7Go FEa 9Fi 2Wo 9Go     | LWa FEa 2Wo | 2  | 7Go 9Fi     | 6  | stands on two cards | 5     | banker |
        | 3     | 2Go 8Wo AWo 8Ea 3Ea 7Ea     | 2Go AWo 3Ea | 6  | 8Wo 8Ea     | 6  | stands on two cards | 5     | tie    |
        | 4     | 5Wo 7Go 8Fi 9Wa 4Go 2Go     | 5Wo 8Fi 4Go | 7  | 7Go 9Wa     | 6  | stands on two cards | 5     | player |
        | 5     | 4Wa SGo 7Wa 6Wa 5Go 6Go     | 4Wa 7Wa 5Go | 6  | SGo 6Wa     | 6  | stands on two cards | 5     | tie    |
        | 6     | 2Go 3Ea 2Wo 3Wo 6Wa 4Fi 9Go | 2Go 2Wo 6Wa | 0  | 3Ea 3Wo 4Fi | 0  | draws a third card  | 6     | tie    |
        | 7     | 6Wo 8Go 5Wa 8Wa 7Wa AEa 7Wa | 6Wo 5Wa 7Wa | 8  | 8Go 8Wa AEa | 7  | draws a third card  | 6     | player |
        | 8     | 6Go 4Ea 5Wa 2Go 8Fi 3Wa     | 6Go 5Wa 8Fi | 9  | 4Ea 2Go     | 6  | stands on two cards | 5     | player |
        | 9     | AWa 2Go 4Fi 4Go 9Ea AWo     | AWa 4Fi 9Ea | 4  | 2Go 4Go     | 6  | stands on two cards | 5     | banker |

    @clause:mbs-6star-ncb-2017:3.9.4
    Scenario Outline: 3.9.4 Banker on 7 never draws (Player third card <third>: <banker action>)
      With 7 on two cards the Banker is outside the drawing part of the table:
      it stays on two cards whatever the Player's third card.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player draws a third card
      And the Banker <banker action>
      And the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the winner is "<winner>"

      Examples:
        | third | shoe                    | player      | pt | banker  | bt | banker action       | cards | winner |
        | 0     | LEa 6Fi 5Wo AGo FGo 4Wo | LEa 5Wo FGo | 5  | 6Fi AGo | 7  | stands on two cards | 5     | banker |
        | 1     | 2Ea 3Wa 3Go 4Fi AWo AWa | 2Ea 3Go AWo | 6  | 3Wa 4Fi | 7  | stands on two cards | 5     | banker |
        | 2     | 5Wo AFi TWo 6Wo 2Go 4Fi | 5Wo TWo 2Go | 7  | AFi 6Wo | 7  | stands on two cards | 5     | tie    |
        | 3     | 8Wo 2Ea 4Wo 5Wo 3Fi 2Fi | 8Wo 4Wo 3Fi | 5  | 2Ea 5Wo | 7  | stands on two cards | 5     | banker |
        | 4     | AWa 5Wo 2Ea 2Wo 4Go 5Ea | AWa 2Ea 4Go | 7  | 5Wo 2Wo | 7  | stands on two cards | 5     | tie    |
        | 5     | 7Go 7Fi 3Ea FWo 5Fi AWa | 7Go 3Ea 5Fi | 5  | 7Fi FWo | 7  | stands on two cards | 5     | banker |
        | 6     | 7Wa 6Ea 5Ea AWo 6Ea 5Ea | 7Wa 5Ea 6Ea | 8  | 6Ea AWo | 7  | stands on two cards | 5     | player |
        | 7     | 8Fi TWo 2Ea 7Wo 7Go 7Ea | 8Fi 2Ea 7Go | 7  | TWo 7Wo | 7  | stands on two cards | 5     | tie    |
        | 8     | AFi AWa TWa 6Wa 8Fi 2Fi | AFi TWa 8Fi | 9  | AWa 6Wa | 7  | stands on two cards | 5     | player |
        | 9     | 6Ea 5Ea 8Wo 2Ea 9Wa 8Go | 6Ea 8Wo 9Wa | 3  | 5Ea 2Ea | 7  | stands on two cards | 5     | banker |
