Feature: Electronic Baccarat v4, section 5: irregularities and interruptions

  A round in which something goes wrong with the cards is void: it has no
  result and every stake on it is returned, while rounds already finished
  keep their results. The card faults are checked on single coups and on
  shoe runs; the betting window, cards drawn together, a disturbed dealing
  device and technical interruptions are checked through the table
  lifecycle. Every outline runs in each of the seven games.

  Rule: 5.1 Extra, missing, foreign or unshuffled cards found during a round are handled as below
    If in the course of a round of play, it is discovered that there are
    extra or missing card/s and/or card/s which do not belong to the deck/s
    of cards in use or if unshuffled cards are used:

    # Tested by the scenarios tagged @clause:mbs-etg-v4:5.1 under other rules.

  Rule: 5.1.1 Such cards void the round in progress
    The current round of play shall be void; and

    @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1
    Scenario Outline: 5.1.1 A foreign card dealt as <where> voids the round (<game>)
      A card that does not belong to the decks in use (here a 6 Star card in a
      shoe of standard decks) voids the round in progress: no result, and every
      wager is returned.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie", "player-precious-pair" and "banker-precious-pair"
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the wagers settle as:
        | wager                | result |
        | player               | void   |
        | banker               | void   |
        | tie                  | void   |
        | player-precious-pair | void   |
        | banker-precious-pair | void   |

      Examples:
        | game                       | where                    | shoe               |
        | mbs-etg-v4-super-six-ncb   | the first card           | 9Fi 7S 3D KC 4S    |
        | mbs-etg-v4-super-six-ncb   | the Banker's second card | 2H 7S 3D SFi 4S    |
        | mbs-etg-v4-super-six-ncb   | the Player's third card  | 2H 7S 3D KC LWa    |
        | mbs-etg-v4-super-six-ncb   | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
        | mbs-etg-v4-fortune-six-ncb | the first card           | 9Fi 7S 3D KC 4S    |
        | mbs-etg-v4-fortune-six-ncb | the Banker's second card | 2H 7S 3D SFi 4S    |
        | mbs-etg-v4-fortune-six-ncb | the Player's third card  | 2H 7S 3D KC LWa    |
        | mbs-etg-v4-fortune-six-ncb | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
        | mbs-etg-v4-super-6-ncb     | the first card           | 9Fi 7S 3D KC 4S    |
        | mbs-etg-v4-super-6-ncb     | the Banker's second card | 2H 7S 3D SFi 4S    |
        | mbs-etg-v4-super-6-ncb     | the Player's third card  | 2H 7S 3D KC LWa    |
        | mbs-etg-v4-super-6-ncb     | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
        | mbs-etg-v4-ncb             | the first card           | 9Fi 7S 3D KC 4S    |
        | mbs-etg-v4-ncb             | the Banker's second card | 2H 7S 3D SFi 4S    |
        | mbs-etg-v4-ncb             | the Player's third card  | 2H 7S 3D KC LWa    |
        | mbs-etg-v4-ncb             | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
        | mbs-etg-v4-tiger           | the first card           | 9Fi 7S 3D KC 4S    |
        | mbs-etg-v4-tiger           | the Banker's second card | 2H 7S 3D SFi 4S    |
        | mbs-etg-v4-tiger           | the Player's third card  | 2H 7S 3D KC LWa    |
        | mbs-etg-v4-tiger           | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
        | mbs-etg-v4-tiger-ncb       | the first card           | 9Fi 7S 3D KC 4S    |
        | mbs-etg-v4-tiger-ncb       | the Banker's second card | 2H 7S 3D SFi 4S    |
        | mbs-etg-v4-tiger-ncb       | the Player's third card  | 2H 7S 3D KC LWa    |
        | mbs-etg-v4-tiger-ncb       | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |
        | mbs-etg-v4-fabulous-4s     | the first card           | 9Fi 7S 3D KC 4S    |
        | mbs-etg-v4-fabulous-4s     | the Banker's second card | 2H 7S 3D SFi 4S    |
        | mbs-etg-v4-fabulous-4s     | the Player's third card  | 2H 7S 3D KC LWa    |
        | mbs-etg-v4-fabulous-4s     | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |

    @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1 @interpretation:13
    Scenario Outline: 5.1.1 A foreign card the round does not reach does not void it (<game>)
      Only a card that is dealt is found: a foreign card lying after the cards
      the round needs is not part of the round, which stands.

      Given the game "<game>" with 8 decks
      And the shoe is "AH 9S 7D KC 9Fi"
      And a "player" wager of 100
      When the coup is dealt
      Then the round stands
      And the winner is "banker"
      And the "player" wager loses
      And 4 cards are used

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

  Rule: 5.1.2 Rounds finished earlier keep their outcomes
    All outcomes of the previous rounds of play shall stand.

    @clause:mbs-etg-v4:5.1 @clause:mbs-etg-v4:5.1.1 @clause:mbs-etg-v4:5.1.2 @interpretation:14
    Scenario Outline: 5.1.2 Rounds finished before a foreign card keep their results (<game>)
      The foreign card voids only the round that deals it; the rounds before
      it in the same shoe stand and their wagers stay settled. The shoe is not
      dealt on once it is found faulty.

      Given the game "<game>" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S 3D KC 4S 5H 6S 9Fi KD QC 6D TS"
      And a wager of 100 on each of "banker" and "player"
      When the shoe is played
      Then 3 rounds are played
      And the shoe ends because "void"
      And 12 cards are used
      And in round 1, the winner is "banker"
      And in round 1, the "banker" wager wins <banker 9 win>
      And in round 1, the "player" wager loses
      And in round 2, the winner is "player"
      And in round 2, the "player" wager wins 100
      And in round 2, the "banker" wager loses
      And round 3 is void because "foreign-card"
      And in round 3, the "banker" wager is returned
      And in round 3, the "player" wager is returned

      Examples:
        | game                       | banker 9 win |
        | mbs-etg-v4-super-six-ncb   | 100          |
        | mbs-etg-v4-fortune-six-ncb | 100          |
        | mbs-etg-v4-super-6-ncb     | 100          |
        | mbs-etg-v4-ncb             | 100          |
        | mbs-etg-v4-tiger           | 95           |
        | mbs-etg-v4-tiger-ncb       | 100          |
        | mbs-etg-v4-fabulous-4s     | 100          |

    @clause:mbs-etg-v4:5.1.1 @clause:mbs-etg-v4:5.1.2 @interpretation:13 @interpretation:14
    Scenario Outline: 5.1.2 With <decks> decks, a fifth Ace of Spades in round 3 <outcome> (<game>)
      Copies are counted over the whole shoe: four decks hold four Aces of
      Spades, so the fifth one dealt is an extra card and voids its round,
      while the two rounds before it stand. Five decks hold five.

      Given the game "<game>" with <decks> decks
      And the shoe is "AS 9S AS KC AS 9D AS KD AS 9H 2C KH"
      And a "player" wager of 100
      When the shoe is played
      Then 3 rounds are played
      And the shoe ends because "<end>"
      And in round 1, the "player" wager loses
      And in round 2, the "player" wager loses
      And in round 3, the "player" wager <round 3>

      Examples:
        | game                       | decks | outcome               | end       | round 3     |
        | mbs-etg-v4-super-six-ncb   | 4     | is an extra card      | void      | is returned |
        | mbs-etg-v4-super-six-ncb   | 5     | is a card of the shoe | exhausted | loses       |
        | mbs-etg-v4-fortune-six-ncb | 4     | is an extra card      | void      | is returned |
        | mbs-etg-v4-fortune-six-ncb | 5     | is a card of the shoe | exhausted | loses       |
        | mbs-etg-v4-super-6-ncb     | 4     | is an extra card      | void      | is returned |
        | mbs-etg-v4-super-6-ncb     | 5     | is a card of the shoe | exhausted | loses       |
        | mbs-etg-v4-ncb             | 4     | is an extra card      | void      | is returned |
        | mbs-etg-v4-ncb             | 5     | is a card of the shoe | exhausted | loses       |
        | mbs-etg-v4-tiger           | 4     | is an extra card      | void      | is returned |
        | mbs-etg-v4-tiger           | 5     | is a card of the shoe | exhausted | loses       |
        | mbs-etg-v4-tiger-ncb       | 4     | is an extra card      | void      | is returned |
        | mbs-etg-v4-tiger-ncb       | 5     | is a card of the shoe | exhausted | loses       |
        | mbs-etg-v4-fabulous-4s     | 4     | is an extra card      | void      | is returned |
        | mbs-etg-v4-fabulous-4s     | 5     | is a card of the shoe | exhausted | loses       |

  Rule: 5.2 A card order in the dealing device disturbed beyond reconstruction voids the round, exposed cards or not
    In the event that the order of the cards in the dealing device is
    altered and cannot be reconstructed, regardless of whether the cards
    have been exposed, the round of play shall be void.

    @clause:mbs-etg-v4:5.2 @interpretation:30
    Scenario Outline: 5.2 A dealing device whose card order was altered beyond reconstruction voids the round (<game>)
      If the order of the cards in the dealing device is disturbed and cannot
      be restored, the round is void whether or not cards had been exposed,
      and every stake is returned.

      Given the game "<game>" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the dealer closes bets
      And the cards "5H 6S KD" are dealt
      And the dealer reports the irregularity "order-altered"
      Then that is accepted with the notice "round-void"
      When the dealer settles the round
      Then the round is void because "order-altered"
      And player "A"'s "banker" wager at position 1 is returned

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

    @clause:mbs-etg-v4:5.2 @interpretation:30
    Scenario Outline: 5.2 A card order altered before any card is dealt voids the round too (<game>)
      The clause voids the round whether or not cards have been exposed: an
      order found disturbed after the close, before the first card, voids
      the round just the same and returns every stake.

      Given the game "<game>" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the dealer closes bets
      And the dealer reports the irregularity "order-altered"
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the dealer settles the round
      Then the round is void because "order-altered"
      And player "A"'s "banker" wager at position 1 is returned

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

  Rule: 5.3 A round that the dealing device has too few cards to finish is void
    If there are insufficient cards in the dealing device to complete a
    round of play, the round of play shall be void.

    @clause:mbs-etg-v4:5.3 @interpretation:15
    Scenario Outline: 5.3 A dealing device that runs out <when> voids the round (<game>)
      A round the remaining cards cannot finish is void: no result, every
      wager returned. The cards that were dealt stay in their hands.

      Given the game "<game>" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker" and "tie"
      When the coup is dealt
      Then the round is void because "insufficient-cards"
      And the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And <cards> cards are used
      And the wagers settle as:
        | wager  | result |
        | player | void   |
        | banker | void   |
        | tie    | void   |

      Examples:
        | game                       | when                              | shoe            | player   | banker | cards |
        | mbs-etg-v4-super-six-ncb   | with no card at all               |                 |          |        | 0     |
        | mbs-etg-v4-super-six-ncb   | after one card                    | 2H              | 2H       |        | 1     |
        | mbs-etg-v4-super-six-ncb   | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | mbs-etg-v4-super-six-ncb   | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | mbs-etg-v4-super-six-ncb   | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | mbs-etg-v4-super-six-ncb   | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
        | mbs-etg-v4-fortune-six-ncb | with no card at all               |                 |          |        | 0     |
        | mbs-etg-v4-fortune-six-ncb | after one card                    | 2H              | 2H       |        | 1     |
        | mbs-etg-v4-fortune-six-ncb | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | mbs-etg-v4-fortune-six-ncb | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | mbs-etg-v4-fortune-six-ncb | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | mbs-etg-v4-fortune-six-ncb | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
        | mbs-etg-v4-super-6-ncb     | with no card at all               |                 |          |        | 0     |
        | mbs-etg-v4-super-6-ncb     | after one card                    | 2H              | 2H       |        | 1     |
        | mbs-etg-v4-super-6-ncb     | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | mbs-etg-v4-super-6-ncb     | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | mbs-etg-v4-super-6-ncb     | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | mbs-etg-v4-super-6-ncb     | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
        | mbs-etg-v4-ncb             | with no card at all               |                 |          |        | 0     |
        | mbs-etg-v4-ncb             | after one card                    | 2H              | 2H       |        | 1     |
        | mbs-etg-v4-ncb             | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | mbs-etg-v4-ncb             | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | mbs-etg-v4-ncb             | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | mbs-etg-v4-ncb             | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
        | mbs-etg-v4-tiger           | with no card at all               |                 |          |        | 0     |
        | mbs-etg-v4-tiger           | after one card                    | 2H              | 2H       |        | 1     |
        | mbs-etg-v4-tiger           | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | mbs-etg-v4-tiger           | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | mbs-etg-v4-tiger           | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | mbs-etg-v4-tiger           | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
        | mbs-etg-v4-tiger-ncb       | with no card at all               |                 |          |        | 0     |
        | mbs-etg-v4-tiger-ncb       | after one card                    | 2H              | 2H       |        | 1     |
        | mbs-etg-v4-tiger-ncb       | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | mbs-etg-v4-tiger-ncb       | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | mbs-etg-v4-tiger-ncb       | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | mbs-etg-v4-tiger-ncb       | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |
        | mbs-etg-v4-fabulous-4s     | with no card at all               |                 |          |        | 0     |
        | mbs-etg-v4-fabulous-4s     | after one card                    | 2H              | 2H       |        | 1     |
        | mbs-etg-v4-fabulous-4s     | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | mbs-etg-v4-fabulous-4s     | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | mbs-etg-v4-fabulous-4s     | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | mbs-etg-v4-fabulous-4s     | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |

    @clause:mbs-etg-v4:5.3
    Scenario Outline: 5.3 Four cards are enough when there is a Natural (<game>)
      A round needs only the cards the Table of Play asks for: with a Natural
      in the initial deal, four cards finish it.

      Given the game "<game>" with 8 decks
      And the shoe is "AH 9S 7D KC"
      And a "player" wager of 100
      When the coup is dealt
      Then the round stands
      And the "player" wager loses

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

    @clause:mbs-etg-v4:5.3 @interpretation:14
    Scenario Outline: 5.3 A shoe that runs out in its last round voids only that round (<game>)
      Given the game "<game>" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S 3D KC"
      And a "player" wager of 100
      When the shoe is played
      Then 2 rounds are played
      And the shoe ends because "void"
      And in round 1, the "player" wager loses
      And round 2 is void because "insufficient-cards"
      And in round 2, the "player" wager is returned

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

  Rule: 5.4 Once the terminal shows bets closed, unless a rule says otherwise, no wager may be withdrawn
    Unless otherwise stated in these rules, after the Player Terminal has
    displayed "No more bets", no wager may be withdrawn.

    @clause:mbs-etg-v4:5.4
    Scenario Outline: 5.4 A wager can be withdrawn while bets are open, not once the terminal shows bets closed (<game>)
      Until "No more bets" a player may take a wager back, whole or in part;
      from then on no wager may be withdrawn, and the wager is settled on the
      cards as it stood at the close.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "A" places a "tie" wager of 100 at position 1
      And player "A" withdraws their "tie" wager at position 1
      Then that is accepted
      When player "A" places a "player" wager of 300 at position 1
      And player "A" withdraws 100 from their "player" wager at position 1
      Then that is accepted
      When the table closes bets
      And player "A" withdraws their "banker" wager at position 1
      Then that is refused because "bets-closed"
      When the cards "5H 6S" are dealt
      And player "A" withdraws 100 from their "player" wager at position 1
      Then that is refused because "bets-closed"
      When the cards "KD QC 6D TS" are dealt
      And the table settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 is settled on a stake of 500
      And player "A"'s "banker" wager at position 1 wins <banker win>
      And player "A"'s "player" wager at position 1 is settled on a stake of 200
      And player "A"'s "player" wager at position 1 loses
      And player "A" has no "tie" wager at position 1 in the settlement

      Examples:
        | game                       | banker win |
        | mbs-etg-v4-super-six-ncb   | 250        |
        | mbs-etg-v4-fortune-six-ncb | 250        |
        | mbs-etg-v4-super-6-ncb     | 250        |
        | mbs-etg-v4-ncb             | 250        |
        | mbs-etg-v4-tiger           | 475        |
        | mbs-etg-v4-tiger-ncb       | 250        |
        | mbs-etg-v4-fabulous-4s     | 500        |

  Rule: 5.5 Once the terminal shows bets closed, unless a rule says otherwise, no wager may be placed or raised
    Unless otherwise stated in these rules, after the Player Terminal has
    displayed "No more bets", no wager may be placed or increased.

    @clause:mbs-etg-v4:5.5
    Scenario Outline: 5.5 Once the terminal shows bets closed, a wager cannot be <what> (<game>)
      After "No more bets" a new wager or an increase is refused, before the
      first card and during the deal alike, and the round is settled on the
      wagers as they stood at the close.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the table closes bets
      And <late>
      Then that is refused because "bets-closed"
      When the cards "5H 6S KD" are dealt
      And <late>
      Then that is refused because "bets-closed"
      When the cards "QC 6D TS" are dealt
      And the table settles the round
      Then player "A"'s "banker" wager at position 1 is settled on a stake of 500
      And player "A"'s "banker" wager at position 1 wins <banker win>
      And player "B" has no "tie" wager at position 2 in the settlement

      Examples:
        | game                       | what      | late                                                           | banker win |
        | mbs-etg-v4-super-six-ncb   | placed    | player "B" places a "tie" wager of 100 at position 2           | 250        |
        | mbs-etg-v4-super-six-ncb   | increased | player "A" increases their "banker" wager at position 1 by 500 | 250        |
        | mbs-etg-v4-fortune-six-ncb | placed    | player "B" places a "tie" wager of 100 at position 2           | 250        |
        | mbs-etg-v4-fortune-six-ncb | increased | player "A" increases their "banker" wager at position 1 by 500 | 250        |
        | mbs-etg-v4-super-6-ncb     | placed    | player "B" places a "tie" wager of 100 at position 2           | 250        |
        | mbs-etg-v4-super-6-ncb     | increased | player "A" increases their "banker" wager at position 1 by 500 | 250        |
        | mbs-etg-v4-ncb             | placed    | player "B" places a "tie" wager of 100 at position 2           | 250        |
        | mbs-etg-v4-ncb             | increased | player "A" increases their "banker" wager at position 1 by 500 | 250        |
        | mbs-etg-v4-tiger           | placed    | player "B" places a "tie" wager of 100 at position 2           | 475        |
        | mbs-etg-v4-tiger           | increased | player "A" increases their "banker" wager at position 1 by 500 | 475        |
        | mbs-etg-v4-tiger-ncb       | placed    | player "B" places a "tie" wager of 100 at position 2           | 250        |
        | mbs-etg-v4-tiger-ncb       | increased | player "A" increases their "banker" wager at position 1 by 500 | 250        |
        | mbs-etg-v4-fabulous-4s     | placed    | player "B" places a "tie" wager of 100 at position 2           | 500        |
        | mbs-etg-v4-fabulous-4s     | increased | player "A" increases their "banker" wager at position 1 by 500 | 500        |

    @clause:mbs-etg-v4:5.5
    Scenario Outline: 5.5 While bets are open a wager may be placed and increased (<game>)
      Before "No more bets" wagers are placed and raised freely, and the round
      is settled on the stakes as they stood at the close.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 300 at position 1
      And player "A" increases their "banker" wager at position 1 by 200
      Then that is accepted
      When the table closes bets
      And the cards "5H 6S KD QC 6D TS" are dealt
      And the table settles the round
      Then player "A"'s "banker" wager at position 1 is settled on a stake of 500
      And player "A"'s "banker" wager at position 1 wins <banker win>

      Examples:
        | game                       | banker win |
        | mbs-etg-v4-super-six-ncb   | 250        |
        | mbs-etg-v4-fortune-six-ncb | 250        |
        | mbs-etg-v4-super-6-ncb     | 250        |
        | mbs-etg-v4-ncb             | 250        |
        | mbs-etg-v4-tiger           | 475        |
        | mbs-etg-v4-tiger-ncb       | 250        |
        | mbs-etg-v4-fabulous-4s     | 500        |

  Rule: 5.6 A card lying face up in the device, noticed once the round's first card is out, is dealt and counted normally
    In an event that a card is found face upwards in the dealing device
    after the first card of a round of play has been dealt, the card shall
    be played as if it were found face downwards.

    @clause:mbs-etg-v4:5.6 @interpretation:30
    Scenario Outline: 5.6 A card found face up in the dealing device is played as if face down (<game>)
      A card found lying face up in the dealing device once the round's first
      card is out changes nothing: it is dealt in its place and the round is
      completed and settled as if it had been face down.

      Given the game "<game>" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And the dealer closes bets
      And the cards "5H 6S" are dealt
      And the dealer reports the irregularity "face-up-card"
      Then that is accepted with the notice "played-as-face-down"
      And the table state is "dealing"
      When the cards "KD QC 6D TS" are dealt
      And the dealer settles the round
      Then the round stands
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins <win>

      Examples:
        | game                       | win |
        | mbs-etg-v4-super-six-ncb   | 500 |
        | mbs-etg-v4-fortune-six-ncb | 500 |
        | mbs-etg-v4-super-6-ncb     | 500 |
        | mbs-etg-v4-ncb             | 500 |
        | mbs-etg-v4-tiger           | 950 |
        | mbs-etg-v4-tiger-ncb       | 500 |
        | mbs-etg-v4-fabulous-4s     | 1,000 |

  Rule: 5.7 Cards dealt out of order are corrected by putting them back in order
    If card/s are dealt in an incorrect order, this shall be corrected by
    reconstruction of the cards.

    @clause:mbs-etg-v4:5.7 @interpretation:30
    Scenario Outline: 5.7 Cards dealt in the wrong order are put back in order, and play continues (<game>)
      Cards dealt out of their order are reconstructed: each goes where it
      would have gone, and the round continues on the cards in their proper
      order.

      Given the game "<game>" with 8 decks
      When the dealer opens bets
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the cards "5H 6S KD" are dealt
      And the dealer reports the irregularity "wrong-order"
      Then that is accepted with the notice "reconstructed"
      When the cards "QC 6D TS" are dealt
      And the dealer settles the round
      Then the round stands
      And the Player hand is "5H KD 6D" with total 1
      And player "B"'s "player" wager at position 2 loses

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

  Rule: 5.8 Cards drawn together whose order is known are put back in that order
    In the event that two or more cards are simultaneously drawn from the
    dealing device and the order of the cards can be determined, the cards
    shall be reconstructed.

    @clause:mbs-etg-v4:5.8
    Scenario Outline: 5.8 Cards drawn together in a known order are put back in that order (<when>, <game>)
      If two or more cards leave the dealing device together and their order
      can be told, they are reconstructed in that order and the round goes on:
      the result is that of the cards in their proper order.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the table closes bets
      And the cards "<before>" are dealt
      And cards are drawn together in a known order: "<together>"
      Then that is accepted with the notice "reconstructed"
      When the cards "<after>" are dealt
      And the table settles the round
      Then the round stands
      And the Player hand is "5H KD 6D" with total 1
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins <banker win>

      Examples:
        | game                       | when                                   | before   | together | after | banker win |
        | mbs-etg-v4-super-six-ncb   | in the initial deal                    | 5H 6S    | KD QC    | 6D TS | 250        |
        | mbs-etg-v4-super-six-ncb   | the last initial card and a third card | 5H 6S KD | QC 6D    | TS    | 250        |
        | mbs-etg-v4-fortune-six-ncb | in the initial deal                    | 5H 6S    | KD QC    | 6D TS | 250        |
        | mbs-etg-v4-fortune-six-ncb | the last initial card and a third card | 5H 6S KD | QC 6D    | TS    | 250        |
        | mbs-etg-v4-super-6-ncb     | in the initial deal                    | 5H 6S    | KD QC    | 6D TS | 250        |
        | mbs-etg-v4-super-6-ncb     | the last initial card and a third card | 5H 6S KD | QC 6D    | TS    | 250        |
        | mbs-etg-v4-ncb             | in the initial deal                    | 5H 6S    | KD QC    | 6D TS | 250        |
        | mbs-etg-v4-ncb             | the last initial card and a third card | 5H 6S KD | QC 6D    | TS    | 250        |
        | mbs-etg-v4-tiger           | in the initial deal                    | 5H 6S    | KD QC    | 6D TS | 475        |
        | mbs-etg-v4-tiger           | the last initial card and a third card | 5H 6S KD | QC 6D    | TS    | 475        |
        | mbs-etg-v4-tiger-ncb       | in the initial deal                    | 5H 6S    | KD QC    | 6D TS | 250        |
        | mbs-etg-v4-tiger-ncb       | the last initial card and a third card | 5H 6S KD | QC 6D    | TS    | 250        |
        | mbs-etg-v4-fabulous-4s     | in the initial deal                    | 5H 6S    | KD QC    | 6D TS | 500        |
        | mbs-etg-v4-fabulous-4s     | the last initial card and a third card | 5H 6S KD | QC 6D    | TS    | 500        |

  Rule: 5.8.1 If the order of cards drawn together cannot be told, the round is void
    Where it is not possible to ascertain the drawn order, the round of play
    shall be void.

    @clause:mbs-etg-v4:5.8.1
    Scenario Outline: 5.8.1 Cards drawn together in an order that cannot be told void the round (<when>, <game>)
      If the order of cards drawn together cannot be ascertained, the round is
      void whenever it happens, in the initial deal or at the third cards:
      no result, and every stake is returned.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "tie" wager of 100 at position 2
      And the table closes bets
      And the cards "<before>" are dealt
      And cards are drawn together and their order cannot be told
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the table settles the round
      Then the round is void because "simultaneous-draw"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tie" wager at position 2 is returned

      Examples:
        | game                       | when                   | before      |
        | mbs-etg-v4-super-six-ncb   | in the initial deal    | 5H 6S       |
        | mbs-etg-v4-super-six-ncb   | after the initial deal | 5H 6S KD QC |
        | mbs-etg-v4-fortune-six-ncb | in the initial deal    | 5H 6S       |
        | mbs-etg-v4-fortune-six-ncb | after the initial deal | 5H 6S KD QC |
        | mbs-etg-v4-super-6-ncb     | in the initial deal    | 5H 6S       |
        | mbs-etg-v4-super-6-ncb     | after the initial deal | 5H 6S KD QC |
        | mbs-etg-v4-ncb             | in the initial deal    | 5H 6S       |
        | mbs-etg-v4-ncb             | after the initial deal | 5H 6S KD QC |
        | mbs-etg-v4-tiger           | in the initial deal    | 5H 6S       |
        | mbs-etg-v4-tiger           | after the initial deal | 5H 6S KD QC |
        | mbs-etg-v4-tiger-ncb       | in the initial deal    | 5H 6S       |
        | mbs-etg-v4-tiger-ncb       | after the initial deal | 5H 6S KD QC |
        | mbs-etg-v4-fabulous-4s     | in the initial deal    | 5H 6S       |
        | mbs-etg-v4-fabulous-4s     | after the initial deal | 5H 6S KD QC |

  Rule: 5.9 A technical interruption (e.g. power failure) that stops a round is handled as below
    In the event of a technical interruption (such as a power failure) that
    affects the continuation of a round of play,

    # Tested by the scenarios tagged @clause:mbs-etg-v4:5.9 under other rules.

  Rule: 5.9.1 No outcome established yet: the round is void
    If no outcome has been established (i.e. none of the available wagers
    has conclusively won or lost), the round of play shall be void.

    @clause:mbs-etg-v4:5.9 @clause:mbs-etg-v4:5.9.1 @interpretation:11 @interpretation:27 @interpretation:29
    Scenario Outline: 5.9.1 A technical interruption before any outcome is established voids the round (<when>, <game>)
      An interruption of the round (a power failure, say) while no wager the
      game offers has yet been decided whatever cards come next makes the
      round void: no result, every stake returned. Before the third card no
      wager is decided: every pair wager still depends on a card to come.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "player" wager of 300 at position 2
      And the table closes bets
      And <dealt>
      And the power fails
      Then that is accepted with the notice "round-void"
      And the outcome is not established
      And the table state is "void"
      When the table settles the round
      Then the round is void because "technical-interruption"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "player" wager at position 2 is returned

      Examples:
        | game                       | when            | dealt                               |
        | mbs-etg-v4-super-six-ncb   | before any card | the table state is "betting-closed" |
        | mbs-etg-v4-super-six-ncb   | after two cards | the cards "5H 6S" are dealt         |
        | mbs-etg-v4-fortune-six-ncb | before any card | the table state is "betting-closed" |
        | mbs-etg-v4-fortune-six-ncb | after two cards | the cards "5H 6S" are dealt         |
        | mbs-etg-v4-super-6-ncb     | before any card | the table state is "betting-closed" |
        | mbs-etg-v4-super-6-ncb     | after two cards | the cards "5H 6S" are dealt         |
        | mbs-etg-v4-ncb             | before any card | the table state is "betting-closed" |
        | mbs-etg-v4-ncb             | after two cards | the cards "5H 6S" are dealt         |
        | mbs-etg-v4-tiger           | before any card | the table state is "betting-closed" |
        | mbs-etg-v4-tiger           | after two cards | the cards "5H 6S" are dealt         |
        | mbs-etg-v4-tiger-ncb       | before any card | the table state is "betting-closed" |
        | mbs-etg-v4-tiger-ncb       | after two cards | the cards "5H 6S" are dealt         |
        | mbs-etg-v4-fabulous-4s     | before any card | the table state is "betting-closed" |
        | mbs-etg-v4-fabulous-4s     | after two cards | the cards "5H 6S" are dealt         |

  Rule: 5.9.2 Outcome already established: play goes on and the round is concluded
    If an outcome has been established (i.e. any of the available wagers has
    conclusively won or lost), play shall continue and the round of play
    shall be concluded.

    @clause:mbs-etg-v4:5.9 @clause:mbs-etg-v4:5.9.2 @interpretation:11 @interpretation:27 @interpretation:29
    Scenario Outline: 5.9.2 A technical interruption once an outcome is established does not stop the round (<when>, <game>)
      Once some wager the game offers is won or lost whatever cards come next,
      an interruption does not void the round: play continues and the round
      is concluded and settled on its cards. With the Player's first two cards
      out the Player's Precious Pair is decided, which every electronic game
      offers.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "player" wager of 300 at position 2
      And the table closes bets
      And the cards "<before>" are dealt
      And the power fails
      Then that is accepted with the notice "play-continues"
      And the outcome is established
      When the cards "<after>" are dealt
      And the table settles the round
      Then the round stands
      And the winner is "banker"
      And player "A"'s "banker" wager at position 1 wins <banker win>
      And player "B"'s "player" wager at position 2 loses

      Examples:
        | game                       | when              | before         | after    | banker win |
        | mbs-etg-v4-super-six-ncb   | after three cards | 5H KS KS       | 2C 9D 4D | 250        |
        | mbs-etg-v4-super-six-ncb   | after five cards  | 5H KS KS 2C 9D | 4D       | 250        |
        | mbs-etg-v4-fortune-six-ncb | after three cards | 5H KS KS       | 2C 9D 4D | 250        |
        | mbs-etg-v4-fortune-six-ncb | after five cards  | 5H KS KS 2C 9D | 4D       | 250        |
        | mbs-etg-v4-super-6-ncb     | after three cards | 5H KS KS       | 2C 9D 4D | 250        |
        | mbs-etg-v4-super-6-ncb     | after five cards  | 5H KS KS 2C 9D | 4D       | 250        |
        | mbs-etg-v4-ncb             | after three cards | 5H KS KS       | 2C 9D 4D | 250        |
        | mbs-etg-v4-ncb             | after five cards  | 5H KS KS 2C 9D | 4D       | 250        |
        | mbs-etg-v4-tiger           | after three cards | 5H KS KS       | 2C 9D 4D | 475        |
        | mbs-etg-v4-tiger           | after five cards  | 5H KS KS 2C 9D | 4D       | 475        |
        | mbs-etg-v4-tiger-ncb       | after three cards | 5H KS KS       | 2C 9D 4D | 250        |
        | mbs-etg-v4-tiger-ncb       | after five cards  | 5H KS KS 2C 9D | 4D       | 250        |
        | mbs-etg-v4-fabulous-4s     | after three cards | 5H KS KS       | 2C 9D 4D | 500        |
        | mbs-etg-v4-fabulous-4s     | after five cards  | 5H KS KS 2C 9D | 4D       | 500        |

    @clause:mbs-etg-v4:5.9 @clause:mbs-etg-v4:5.9.2 @interpretation:11 @interpretation:27 @interpretation:29
    Scenario Outline: 5.9.2 A technical interruption once the outcome is established: the round is concluded and settled (<game>)
      After four cards the Banker stands on 7 and the Player must draw: the
      wagers on a Banker 6 (Super Six, Fortune Six, Tiger) and on a Fabulous
      4 have lost whatever comes next, and with no pair in either hand so has
      every pair wager, so the interruption does not void the round. Only
      the settled round is asserted: its record shows the hands the engine
      dealt, so an engine whose own deal leaves the rules is still judged on
      the rule of the interruption (the second and third cards are the same
      card: an engine that deals Player, Player, Banker, Banker holds the
      same hands; neither hand is a natural, no hand stands or draws on 6
      and every card the rules draw is given).

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "player" wager of 300 at position 2
      And the table closes bets
      And the cards "3H 2S 2S 5C" are dealt
      And the power fails
      And the cards "4D" are dealt
      And the table settles the round
      Then the round stands
      And the Player hand is "3H 2S 4D" with total 9
      And the Banker hand is "2S 5C" with total 7
      And the winner is "player"
      And player "A"'s "banker" wager at position 1 loses
      And player "B"'s "player" wager at position 2 wins 300

      Examples:
        | game                       |
        | mbs-etg-v4-super-six-ncb   |
        | mbs-etg-v4-fortune-six-ncb |
        | mbs-etg-v4-super-6-ncb     |
        | mbs-etg-v4-ncb             |
        | mbs-etg-v4-tiger           |
        | mbs-etg-v4-tiger-ncb       |
        | mbs-etg-v4-fabulous-4s     |

  Rule: 5.10 An interruption hitting some or all Player Terminals does not stop the round; affected terminals as below
    In the event of a technical interruption (such as a power failure) which
    affects all or only certain Player Terminals, the round of play shall
    continue. For the Player Terminals affected by the power failure,

    # Tested by the scenarios tagged @clause:mbs-etg-v4:5.10 under other rules.

  Rule: 5.10.1 Affected terminal whose wager was accepted before the close: with an outcome established, the round concludes
    If the closing of bets has taken place on the Player Terminal and the
    Player's wager was successfully accepted, with an outcome established
    (i.e. any of the available wagers has conclusively won or lost), play
    shall continue and the round of play shall be concluded.

    @clause:mbs-etg-v4:5.10 @clause:mbs-etg-v4:5.10.1 @interpretation:11 @interpretation:28 @interpretation:29
    Scenario Outline: 5.10.1 A Player Terminal that fails after the close, with the outcome established, keeps its wager in play (<game>)
      A terminal that fails once bets are closed and its wager accepted does
      not take the wager out of the round: with the outcome established the
      round is concluded and the wager settled like any other.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the table closes bets
      And the cards "5H KS KS" are dealt
      And the player terminal at position 1 fails
      Then that is accepted with the notice "play-continues"
      When the cards "2C 9D 4D" are dealt
      And the table settles the round
      Then the round stands
      And player "A"'s "banker" wager at position 1 wins <banker win>

      Examples:
        | game                       | banker win |
        | mbs-etg-v4-super-six-ncb   | 250        |
        | mbs-etg-v4-fortune-six-ncb | 250        |
        | mbs-etg-v4-super-6-ncb     | 250        |
        | mbs-etg-v4-ncb             | 250        |
        | mbs-etg-v4-tiger           | 475        |
        | mbs-etg-v4-tiger-ncb       | 250        |
        | mbs-etg-v4-fabulous-4s     | 500        |

  Rule: 5.10.2 Affected terminal that missed the close with no accepted wager: the player did not take part in the round
    If the closing of bets has not taken place on the Player Terminal and
    the Player's wager was not successfully accepted, the Player is deemed
    to not have participated in the round of play.

    @clause:mbs-etg-v4:5.10 @clause:mbs-etg-v4:5.10.2 @interpretation:28
    Scenario Outline: 5.10.2 A Player Terminal that fails before the close takes no further wager, and the round goes on (<game>)
      If some Player Terminals fail, the round continues for everyone. A
      player whose wager the failed terminal did not accept before the close
      takes no part in the round: the terminal refuses the wager and the
      settlement has none for it. A wager it had already accepted stands.

      Given the game "<game>" with 8 decks
      When the table opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "player" wager of 300 at position 2
      And the player terminal at position 2 fails
      Then that is accepted with the notice "terminal-down"
      When player "B" places a "tie" wager of 100 at position 2
      Then that is refused because "terminal-down"
      When the table closes bets
      And the cards "5H KS KS 2C 9D 4D" are dealt
      And the table settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 wins <banker win>
      And player "B"'s "player" wager at position 2 loses
      And player "B" has no "tie" wager at position 2 in the settlement

      Examples:
        | game                       | banker win |
        | mbs-etg-v4-super-six-ncb   | 250        |
        | mbs-etg-v4-fortune-six-ncb | 250        |
        | mbs-etg-v4-super-6-ncb     | 250        |
        | mbs-etg-v4-ncb             | 250        |
        | mbs-etg-v4-tiger           | 475        |
        | mbs-etg-v4-tiger-ncb       | 250        |
        | mbs-etg-v4-fabulous-4s     | 500        |
