Feature: Tiger Baccarat v2, section 5: irregularities

  A round in which something is wrong with the cards is void: it has no
  result and every stake on it is returned, while rounds already finished
  keep their results. The first part of this file checks that with dealt
  coups and shoes: a card that does not belong to the decks, a card dealt
  more often than the decks hold it, a shoe too short to finish the round.

  The second part drives the table lifecycle (the engine's table
  capability): wagers after "No more bets", cards drawn together, a reset of
  the dealing device, wagers under the minimum or over the maximum, a power
  failure with and without an established outcome, and the table
  differential.

  The irregularities of the cards that the dealt cards cannot show are
  reported to the table by the dealer: a card order in the dealing device
  altered beyond reconstruction voids the round (5.2, 5.12.2); a card face
  up or exposed, cards dealt out of order and put back, cards handed to the
  wrong player change nothing (5.6, 5.7, 5.7.1, 5.12.1). An absent card
  handler's hand is exposed by the Dealer (5.10), and the Pit Manager
  removes wagers when the players' changes do not meet the table
  differential (5.18.3). The floor procedures of 5.11 (sorting and
  replacing the cards a player took away) and 5.13 are not checked.

  Rule: 5.1 Extra, missing, foreign or unshuffled cards found during a round are handled as below
    If in the course of a round of play, it is discovered that there are
    extra or missing card/s and/or card/s which do not belong to the deck/s
    of cards in use or if unshuffled cards are used:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.1 under other rules.

  Rule: 5.1.1 Such cards void the round in progress
    The current round of play shall be void; and

    @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1
    Scenario Outline: 5.1.1 A card that does not belong to the decks, dealt as <where>, voids the round
      A card foreign to the decks in use (here a 6 Star card in a shoe of
      standard decks) voids the round in progress: no result, and every wager
      is returned, whatever it would have won.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie", "tiger", "small-tiger", "big-tiger", "tiger-pair" and "tiger-tie"
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the wagers settle as:
        | wager       | result |
        | player      | void   |
        | banker      | void   |
        | tie         | void   |
        | tiger       | void   |
        | small-tiger | void   |
        | big-tiger   | void   |
        | tiger-pair  | void   |
        | tiger-tie   | void   |

      Examples:
        | where                    | shoe                   |
        | the first card           | 9Fi 7S 3D KC 4S 9D     |
        | the Banker's second card | 2H 7S 3D SFi 4S 9D     |
        | the Player's third card  | 2H 7S 3D KC LWa 9D     |
        | the Banker's third card  | 2H 3S 3D KC 4S 9Fi 9D  |
        | the card after a CUT     | 7S 3H 7D 3C CUT 6Wa TS |

    @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:13
    Scenario Outline: 5.1.1 A card dealt once more than <decks> decks hold it is an extra card and voids the round
      Each deck holds each card once. The copy of a card beyond what the shoe's
      decks hold is an extra card, and the round that deals it is void.

      Given the game "mbs-tiger-v2" with <decks> decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "banker" and "tiger-pair"
      When the coup is dealt
      Then the round is void because "extra-card"
      And the "banker" wager is returned
      And the "tiger-pair" wager is returned

      Examples:
        | decks | shoe                    |
        | 4     | QH QH QH QH QH 7D 2C    |
        | 5     | 2S 2S 2S 2S 2S 2S 5D 9H |

    @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:17
    Scenario Outline: 5.1.1 The <kind> card that voids the round is shown where it was dealt (<where>)
      Dealing stops at the card that voids the round: it is shown in the hand
      it was dealt to, and it counts among the cards used (interpretation 17).

      Given the game "mbs-tiger-v2" with <decks> decks
      And the shoe is "<shoe>"
      And a "banker" wager of 100
      When the coup is dealt
      Then the round is void because "<reason>"
      And the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And <cards> cards are used

      Examples:
        | kind    | where                    | decks | shoe                 | reason       | player    | banker | cards |
        | foreign | the Player's third card  | 8     | 2H 7S 3D KC LWa 9D   | foreign-card | 2H 3D LWa | 7S KC  | 5     |
        | foreign | the Banker's second card | 8     | 2H 7S 3D SFi 4S 9D   | foreign-card | 2H 3D     | 7S SFi | 4     |
        | extra   | the Player's third card  | 4     | QH QH QH QH QH 7D 2C | extra-card   | QH QH QH  | QH QH  | 5     |

    @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @interpretation:13
    Scenario: 5.1.1 A foreign card the round does not reach does not void it
      Only a card that is dealt is found: a foreign card lying after the cards
      the round needs is not part of the round, which stands.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "AH 9S 7D KC 9Fi"
      And a "banker" wager of 100
      When the coup is dealt
      Then the round stands
      And the winner is "banker"
      And the "banker" wager wins 95
      And 4 cards are used

    @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1
    Scenario Outline: 5.1.1 Cards found extra or missing during the round, reported by the dealer, void it (<when>)
      Extra or missing cards that the dealt cards themselves do not show (a
      hand found with a card too many or too few, which cannot be put right)
      are reported to the table; the round in progress is void, up to its
      settlement.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "big-tiger" wager of 100 at position 1
      And the dealer closes bets
      And the cards "<dealt>" are dealt
      And the dealer reports the irregularity "incorrect-card-count"
      Then that is accepted with the notice "round-void"
      When the dealer settles the round
      Then the round is void because "incorrect-card-count"
      And player "A"'s "banker" wager at position 1 is returned
      And player "A"'s "big-tiger" wager at position 1 is returned

      Examples:
        | when                        | dealt             |
        | during the initial deal     | 5H 6S             |
        | after the round's last card | 5H 6S KD QC 6D TS |

  Rule: 5.1.2 Rounds finished earlier keep their outcomes
    All outcomes of the previous rounds of play shall stand.

    @clause:mbs-tiger-v2:5.1 @clause:mbs-tiger-v2:5.1.1 @clause:mbs-tiger-v2:5.1.2 @interpretation:14
    Scenario: 5.1.2 Rounds finished before a foreign card keep their results
      The foreign card voids only the round that deals it; the rounds before
      it in the same shoe stand and their wagers stay settled. The shoe is not
      dealt on once it is found faulty.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S 3D KC 4S 5H 6S 9Fi KD QC 6D TS"
      And a wager of 100 on each of "banker" and "player"
      When the shoe is played
      Then 3 rounds are played
      And the shoe ends because "void"
      And 12 cards are used
      And in round 1, the winner is "banker"
      And in round 1, the "banker" wager wins 95
      And in round 1, the "player" wager loses
      And in round 2, the winner is "player"
      And in round 2, the "player" wager wins 100
      And in round 2, the "banker" wager loses
      And round 3 is void because "foreign-card"
      And in round 3, the "banker" wager is returned
      And in round 3, the "player" wager is returned

    @clause:mbs-tiger-v2:5.1.1 @clause:mbs-tiger-v2:5.1.2 @interpretation:13 @interpretation:14
    Scenario Outline: 5.1.2 With <decks> decks, a fifth Ace of Spades in round 3 <outcome>
      Copies are counted over the whole shoe, not round by round: four decks
      hold four Aces of Spades, so the fifth one dealt is an extra card and
      voids its round, while the two rounds before it stand. Five decks hold
      five.

      Given the game "mbs-tiger-v2" with <decks> decks
      And the shoe is "AS 9S AS KC AS 9D AS KD AS 9H 2C KH"
      And a "banker" wager of 100
      When the shoe is played
      Then 3 rounds are played
      And the shoe ends because "<end>"
      And in round 1, the "banker" wager wins 95
      And in round 2, the "banker" wager wins 95
      And in round 3, the "banker" wager <round 3>

      Examples:
        | decks | outcome               | end       | round 3     |
        | 4     | is an extra card      | void      | is returned |
        | 5     | is a card of the shoe | exhausted | wins 95     |

  Rule: 5.2 A card order in the dealing device disturbed beyond reconstruction voids the round, exposed cards or not
    In the event that the order of the cards in the dealing device is
    altered and cannot be reconstructed, regardless of whether the cards
    have been exposed, the round of play shall be void.

    @clause:mbs-tiger-v2:5.2 @clause:mbs-tiger-v2:5.12 @clause:mbs-tiger-v2:5.12.2 @interpretation:30
    Scenario Outline: 5.2, 5.12.2 A card order in the dealing device altered beyond reconstruction voids the round (<when>)
      If the order of the cards in the dealing device has been altered and
      cannot be put back (5.2; under Method C, by the movement of the device,
      5.12.2), the round is void whether or not cards have already been
      exposed: no result, every stake returned.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "tiger-pair" wager of 100 at position 2
      And the dealer closes bets
      And the cards "<dealt>" are dealt
      And the dealer reports the irregularity "order-altered"
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the dealer settles the round
      Then the round is void because "order-altered"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tiger-pair" wager at position 2 is returned

      Examples:
        | when                                  | dealt          |
        | after one card                        | 4H             |
        | after the initial deal, pairs exposed | 3H 2S 3D 2C    |
        | before the Banker's third card        | 5H 6S KD QC 6D |

    @clause:mbs-tiger-v2:5.2 @interpretation:30
    Scenario: 5.2 A card order altered before any card is dealt voids the round too
      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 1,000 at position 1
      And the dealer closes bets
      And the dealer reports the irregularity "order-altered"
      Then that is accepted with the notice "round-void"
      When the dealer settles the round
      Then the round is void because "order-altered"
      And player "A"'s "player" wager at position 1 is returned

  Rule: 5.3 A round that the dealing device has too few cards to finish is void
    If there are insufficient cards in the dealing device to complete a
    round of play, the round of play shall be void.

    @clause:mbs-tiger-v2:5.3 @interpretation:15
    Scenario Outline: 5.3 A shoe that runs out <when> voids the round
      A round that the cards left in the dealing device cannot finish is
      void: no result, every wager returned. The cards that were dealt stay
      in their hands.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie" and "tiger"
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
        | tiger  | void   |

      Examples:
        | when                              | shoe            | player   | banker | cards |
        | with no card at all               |                 |          |        | 0     |
        | after one card                    | 2H              | 2H       |        | 1     |
        | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |

    @clause:mbs-tiger-v2:5.3
    Scenario: 5.3 Four cards are enough when there is a Natural
      A round needs only the cards the Table of Play asks for: with a Natural
      in the initial deal, four cards finish it.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "AH 9S 7D KC"
      And a "banker" wager of 100
      When the coup is dealt
      Then the round stands
      And the "banker" wager wins 95

    @clause:mbs-tiger-v2:5.3 @interpretation:14
    Scenario: 5.3 A shoe that runs out in its last round voids only that round
      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S 3D KC"
      And a "banker" wager of 100
      When the shoe is played
      Then 2 rounds are played
      And the shoe ends because "void"
      And in round 1, the "banker" wager wins 95
      And round 2 is void because "insufficient-cards"
      And in round 2, the "banker" wager is returned

  Rule: 5.4 After No more bets, unless a rule says otherwise, no wager may be placed or raised; any such wager is refused
    Unless otherwise stated in these rules, after the Dealer has announced
    "No more bets", no wager may be placed or increased and any wager so
    placed or to the extent increased shall be refused and/or shall not be
    honoured.

    @clause:mbs-tiger-v2:5.4
    Scenario Outline: 5.4 After "No more bets" a wager cannot be <what>
      Once the dealer has called "No more bets", a new wager or an increase is
      refused, before the first card and after it.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And the dealer closes bets
      And <late>
      Then that is refused because "bets-closed"
      When the card "5H" is dealt
      And <late>
      Then that is refused because "bets-closed"

      Examples:
        | what      | late                                                             |
        | placed    | player "B" places a "big-tiger" wager of 100 at position 2       |
        | increased | player "A" increases their "banker" wager at position 1 by 1,000 |

    @clause:mbs-tiger-v2:5.4
    Scenario: 5.4 Late wagers and increases are not honoured in the settlement
      A refused late wager is not settled, even when the round would have
      paid it 50 to 1, and an increase refused after the close leaves the
      wager at its stake at the close.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And the dealer closes bets
      And the cards "5H 6S" are dealt
      And player "B" places a "big-tiger" wager of 100 at position 2
      Then that is refused because "bets-closed"
      When player "A" increases their "banker" wager at position 1 by 1,000
      Then that is refused because "bets-closed"
      When the cards "KD QC 6D TS" are dealt
      And the dealer settles the round
      Then the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 is settled on a stake of 1,000
      And player "A"'s "banker" wager at position 1 wins 950
      And player "B" has no "big-tiger" wager at position 2 in the settlement

  Rule: 5.5 After No more bets, unless a rule says otherwise, no withdrawal: a withdrawn wager is settled as if it stood
    Unless otherwise stated in these rules, after the Dealer has announced
    "No more bets", no wager may be withdrawn and any wager withdrawn shall
    be won or lost based on the outcome of the round of play.

    @clause:mbs-tiger-v2:5.5
    Scenario Outline: 5.5 A <wager> wager withdrawn (<how>) after "No more bets" stands: it <result>
      Once the dealer has called "No more bets" no wager may be taken back: a
      wager a player tries to withdraw stays on the layout, whole, and is won
      or lost on the result. The Banker wins here with a three-card 6.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "<wager>" wager of 1,000 at position 1
      And the dealer closes bets
      And the cards "5H 6S" are dealt
      And <withdrawal>
      Then that is accepted with the notice "withdrawal-ignored"
      When the cards "KD QC 6D TS" are dealt
      And the dealer settles the round
      Then player "A"'s "<wager>" wager at position 1 is settled on a stake of 1,000
      And player "A"'s "<wager>" wager at position 1 <result>

      Examples:
        | wager      | how       | withdrawal                                                           | result      |
        | banker     | all of it | player "A" withdraws their "banker" wager at position 1              | wins 950    |
        | big-tiger  | all of it | player "A" withdraws their "big-tiger" wager at position 1           | wins 50,000 |
        | tiger      | 400 of it | player "A" withdraws 400 from their "tiger" wager at position 1      | wins 20,000 |
        | player     | all of it | player "A" withdraws their "player" wager at position 1              | loses       |
        | tiger-pair | 200 of it | player "A" withdraws 200 from their "tiger-pair" wager at position 1 | loses       |

  Rule: 5.6 A card lying face up in the device, noticed once the round's first card is out, is dealt and counted normally
    In an event that a card is found face upwards in the dealing device
    after the first card of a round of play has been dealt, the card shall
    be played as if it were found face downwards.

    @clause:mbs-tiger-v2:5.6 @clause:mbs-tiger-v2:5.12 @clause:mbs-tiger-v2:5.12.1 @interpretation:30
    Scenario Outline: 5.6, 5.12.1 A card found face up in the dealing device after <dealt> is played as if face down
      A card found lying face up in the dealing device once the round's first
      card is out (5.6), or exposed while the device is moved under Method C
      (5.12.1), changes nothing: it is dealt in its place and the round is
      completed and settled as if it had been face down.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "big-tiger" wager of 100 at position 1
      And the dealer closes bets
      And the cards "<dealt>" are dealt
      And the dealer reports the irregularity "face-up-card"
      Then that is accepted with the notice "played-as-face-down"
      And the table state is "dealing"
      When the cards "<rest>" are dealt
      And the dealer settles the round
      Then the round stands
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins 950
      And player "A"'s "big-tiger" wager at position 1 wins 5,000

      Examples:
        | dealt          | rest           |
        | 5H             | 6S KD QC 6D TS |
        | 5H 6S KD QC    | 6D TS          |
        | 5H 6S KD QC 6D | TS             |

  Rule: 5.7 Cards dealt out of order are put back in order and misdelivered cards go to the right player; play continues
    If cards are dealt in an incorrect order, this shall be corrected by
    reconstruction of the cards. If cards are passed to an incorrect Player,
    the cards shall be retrieved and passed to the correct Player. In both
    of these cases, the round of play shall continue.

    @clause:mbs-tiger-v2:5.7 @interpretation:30
    Scenario Outline: 5.7 Cards dealt in the wrong order are put back in order, and play continues (<when>)
      Cards dealt out of their order are reconstructed: each goes where it
      would have gone, and the round continues on the cards in their proper
      order, here a Banker win with a three-card 6.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the cards "<dealt>" are dealt
      And the dealer reports the irregularity "wrong-order"
      Then that is accepted with the notice "reconstructed"
      And the table state is "dealing"
      When the cards "<rest>" are dealt
      And the dealer settles the round
      Then the round stands
      And the Player hand is "5H KD 6D" with total 1
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins 950
      And player "B"'s "player" wager at position 2 loses

      Examples:
        | when                   | dealt       | rest     |
        | in the initial deal    | 5H 6S KD    | QC 6D TS |
        | after the initial deal | 5H 6S KD QC | 6D TS    |

  Rule: 5.7.1 Cards not passed, passed to the wrong player, dealt face up or exposed by mistake change nothing: result stands
    Should the Dealer fail to pass the card/s to the correct Player to
    squeeze, (as indicated in Rule 3.10.2), fail to pass the card/s to any
    Player, inadvertently deal any card/s face up, or expose any card/s in
    error, it shall not constitute a wrong delivery as per Rule 5.7. The
    outcome shall stand and the round of play shall continue.

    @clause:mbs-tiger-v2:5.7 @clause:mbs-tiger-v2:5.7.1 @interpretation:30
    Scenario Outline: 5.7.1 Cards <slip> do not change the round: the outcome stands
      Cards handed to the wrong player or to no player, dealt face up, or
      exposed in error are not a wrong delivery: they are retrieved where
      needed, the round continues and its outcome stands.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger" wager of 100 at position 1
      And the dealer closes bets
      And the cards "<dealt>" are dealt
      And the dealer reports the irregularity "misdelivery"
      Then that is accepted with the notice "outcome-stands"
      And the table state is "dealing"
      When the cards "<rest>" are dealt
      And the dealer settles the round
      Then the round stands
      And player "A"'s "banker" wager at position 1 wins 950
      And player "A"'s "tiger" wager at position 1 wins 2,000

      Examples:
        | slip                                               | dealt       | rest        |
        | dealt face up or exposed in error, initial deal    | 5H 6S       | KD QC 6D TS |
        | passed to the wrong player, after the initial deal | 5H 6S KD QC | 6D TS       |

  Rule: 5.8 Cards drawn together whose order is known are put back in that order
    In the event that two or more cards are simultaneously drawn from the
    dealing device and the order of the cards can be determined, the cards
    shall be reconstructed.

    @clause:mbs-tiger-v2:5.8 @clause:mbs-tiger-v2:5.8.1 @interpretation:22
    Scenario: 5.8, 5.8.1 Cards drawn together in a known order: players may withdraw, then the cards are put back in order
      Cards that come out of the dealing device together, in an order that
      can be told, are put back in that order. Before that, players are given
      the option to withdraw their wagers: some or all of them, or none. Only
      once every player has answered are the cards dealt, in their order, and
      the round goes on as if they had come out one by one.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And player "C" places a "tie" wager of 100 at position 3
      And the dealer closes bets
      And the cards "5H 6S" are dealt
      And cards are drawn together in a known order: "KD QC"
      Then that is accepted with the notice "withdraw-option"
      And the players are offered the option to withdraw because "simultaneous-draw"
      And the option to withdraw is open to single wagers
      When player "A" withdraws their "tiger" wager at position 1
      Then that is accepted with the notice "withdrawn"
      When player "A" chooses to play on
      And player "B" chooses to withdraw all wagers
      And player "C" chooses to play on
      Then the table state is "dealing"
      When the cards "KD QC 6D TS" are dealt
      And the dealer settles the round
      Then the Player hand is "5H KD 6D" with total 1
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins 950
      And player "A"'s "tiger" wager at position 1 is withdrawn
      And player "B"'s "player" wager at position 2 is withdrawn
      And player "C"'s "tie" wager at position 3 loses

    @clause:mbs-tiger-v2:5.8 @clause:mbs-tiger-v2:5.8.1 @interpretation:22
    Scenario: 5.8.1 A Tiger Pair the first four cards have lost cannot be withdrawn on the option; it is collected
      5.8.1 gives the option "to withdraw their wagers before reconstruction
      of the cards takes place"; 3.14 says of the first four cards: "These
      four cards shall determine the outcome of "Tiger Pair" wagers". After
      "5H 6S KD QC" neither hand is a pair, so the Tiger Pair is lost before
      the cards are drawn together: it is no longer one of the player's
      "remaining wagers" (5.8.2.2) and is not given back. Withdrawing it is
      refused, the player's other wagers may still be withdrawn, and it is
      collected when the round is settled.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger-pair" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the cards "5H 6S KD QC" are dealt
      And cards are drawn together in a known order: "6D TS"
      Then that is accepted with the notice "withdraw-option"
      And the option to withdraw is open to single wagers
      When player "A" withdraws their "tiger-pair" wager at position 1
      Then that is refused because "wager-decided"
      When player "A" withdraws their "banker" wager at position 1
      Then that is accepted with the notice "withdrawn"
      When player "A" chooses to play on
      And player "B" chooses to play on
      Then the table state is "dealing"
      When the cards "6D TS" are dealt
      And the dealer settles the round
      Then the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 is withdrawn
      And player "A"'s "tiger-pair" wager at position 1 loses
      And player "B"'s "player" wager at position 2 loses

  Rule: 5.8.1 Before that reconstruction, players are offered the chance to withdraw their wagers
    Players shall be given the option to withdraw their wagers before
    reconstruction of the cards takes place.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.8.1 under other rules.

  Rule: 5.8.2 When the order of cards drawn together cannot be told, the sub-clauses below apply
    Where it is not possible to ascertain the drawn order:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.8.2 under other rules.

  Rule: 5.8.2.1 ...if it happens in the initial deal, the round is void
    During the initial deal, the round of play shall be void.

    @clause:mbs-tiger-v2:5.8.2 @clause:mbs-tiger-v2:5.8.2.1
    Scenario Outline: 5.8.2.1 Cards drawn together in the initial deal, order unknown, after <dealt>: the round is void
      If the order of cards drawn together cannot be ascertained while the
      four cards of the initial deal are being dealt, the round is void and
      every stake is returned.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "tiger-pair" wager of 100 at position 2
      And the dealer closes bets
      And the cards "<dealt>" are dealt
      And cards are drawn together and their order cannot be told
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the dealer settles the round
      Then the round is void because "simultaneous-draw"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tiger-pair" wager at position 2 is returned

      Examples:
        | dealt    |
        | 4H       |
        | 4H 2S    |
        | 4H 2S 4D |

  Rule: 5.8.2.2 ...if it happens later, an order is fixed and each player may withdraw all remaining wagers or play on
    After the initial deal, the Pit Manager shall determine the order of
    cards and each Player shall be given the option to withdraw all their
    remaining wagers or play the hand to a conclusion.

    @clause:mbs-tiger-v2:5.8.2 @clause:mbs-tiger-v2:5.8.2.2 @interpretation:22
    Scenario: 5.8.2.2 Cards drawn together after the initial deal, order unknown: each player withdraws everything or plays on
      Once the four cards of the initial deal are out, cards drawn together in
      an order that cannot be told do not void the round: the Pit Manager sets
      their order, and each player may either withdraw all their remaining
      wagers or play the round to its end. Withdrawing a single wager is not
      an option.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "big-tiger" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And player "B" places a "tiger" wager of 100 at position 2
      And the dealer closes bets
      And the cards "5H 6S KD QC" are dealt
      And cards are drawn together and their order cannot be told
      Then that is accepted with the notice "withdraw-option"
      And the players are offered the option to withdraw because "simultaneous-draw"
      And the option to withdraw is all or nothing
      When player "B" withdraws their "player" wager at position 2
      Then that is refused because "withdraw-all-only"
      When player "A" chooses to withdraw all wagers
      And player "B" chooses to play on
      Then the table state is "dealing"
      When the cards "6D TS" are dealt
      And the dealer settles the round
      Then the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 is withdrawn
      And player "A"'s "big-tiger" wager at position 1 is withdrawn
      And player "B"'s "player" wager at position 2 loses
      And player "B"'s "tiger" wager at position 2 wins 2,000

    @clause:mbs-tiger-v2:5.8.2 @clause:mbs-tiger-v2:5.8.2.2 @interpretation:22
    Scenario: 5.8.2.2 Withdrawing "all their remaining wagers" leaves the Tiger Pair the first four cards have lost: it is collected
      5.8.2.2 gives each player "the option to withdraw all their remaining
      wagers or play the hand to a conclusion"; 3.14: "These four cards shall
      determine the outcome of "Tiger Pair" wagers". After "5H 6S KD QC"
      neither hand is a pair: the Tiger Pair is lost, not remaining. A player
      who withdraws all takes back the wagers still to be decided and the
      Tiger Pair is collected; a player whose only wager is such a Tiger Pair
      has nothing remaining and is not asked.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger-pair" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And player "C" places a "tiger-pair" wager of 100 at position 3
      And the dealer closes bets
      And the cards "5H 6S KD QC" are dealt
      And cards are drawn together and their order cannot be told
      Then that is accepted with the notice "withdraw-option"
      And the option to withdraw is all or nothing
      When player "C" chooses to withdraw all wagers
      Then that is refused because "no-option"
      When player "A" chooses to withdraw all wagers
      Then that is accepted with the notice "withdrawn"
      When player "B" chooses to play on
      Then the table state is "dealing"
      When the cards "6D TS" are dealt
      And the dealer settles the round
      Then the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 is withdrawn
      And player "A"'s "tiger-pair" wager at position 1 loses
      And player "B"'s "player" wager at position 2 loses
      And player "C"'s "tiger-pair" wager at position 3 loses

  Rule: 5.9 A dealing-device reset after the close lets players withdraw, then betting reopens until a new No more bets
    In the event that an electronic dealing device is in use and a Dealer
    error requires the dealing device to be reset after the call of "No more
    bets", Players shall be given the option to withdraw their wagers. After
    the dealing device is reset, Players shall be given the opportunity to
    wager prior to the Dealer re-announcing "No more bets".

    @clause:mbs-tiger-v2:5.9 @interpretation:20 @interpretation:22
    Scenario: 5.9 A reset of the dealing device after "No more bets": players may withdraw, then bet again
      If a dealer's error forces a reset of the electronic dealing device
      after the close, players may withdraw their wagers; once the device is
      reset, betting is open again until a new "No more bets". The cards
      dealt before the reset are not part of the round.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger-pair" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the cards "2H 7S" are dealt
      And the dealing device is reset
      Then that is accepted with the notice "withdraw-option"
      And the players are offered the option to withdraw because "device-reset"
      And the option to withdraw is open to single wagers
      When player "A" withdraws their "tiger-pair" wager at position 1
      And player "A" chooses to play on
      And player "B" chooses to withdraw all wagers
      Then that is accepted with the notice "betting-reopened"
      And the table state is "betting-open"
      When player "B" places a "big-tiger" wager of 100 at position 2
      And player "C" places a "tiger" wager of 100 at position 3
      Then that is accepted
      When the dealer closes bets
      And the cards "5H 6S KD QC 6D TS" are dealt
      And the dealer settles the round
      Then the Player hand is "5H KD 6D" with total 1
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins 950
      And player "A" has no "tiger-pair" wager at position 1 in the settlement
      And player "B" has no "player" wager at position 2 in the settlement
      And player "B"'s "big-tiger" wager at position 2 wins 5,000
      And player "C"'s "tiger" wager at position 3 wins 2,000

    @clause:mbs-tiger-v2:5.9 @interpretation:20 @interpretation:22
    Scenario: 5.9 After a reset of the dealing device the round is dealt afresh: the cards dealt before it are in neither hand
      The round after the reset takes its hands from the cards dealt after
      the new "No more bets" alone. Kept, the two cards dealt before the
      reset would give the Player AH KD and a third card, the Banker KD 6S
      and a third card, and the round would be a tie, 7 to 7; dealt afresh,
      both hands stand after four cards. (The second card before the reset
      is the first after it, and the second and third after it are the same
      card: an engine that deals Player, Player, Banker, Banker holds the
      same hands either way, and still shows the cards it kept. Kept, the
      Banker's 6 draws on the Player's third card, a 6, and on the
      Player's total, 7, alike: an engine that reads the total there still
      deals the kept round to its end.)

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the cards "AH KD" are dealt
      And the dealing device is reset
      Then that is accepted with the notice "withdraw-option"
      When player "A" chooses to play on
      And player "B" chooses to play on
      Then that is accepted with the notice "betting-reopened"
      When the dealer closes bets
      And the cards "KD 6S 6S AC" are dealt
      Then the table state is "complete"
      When the dealer settles the round
      Then the Player hand is "KD 6S" with total 6
      And the Banker hand is "6S AC" with total 7
      And the winner is "banker"
      And player "A"'s "banker" wager at position 1 wins 950
      And player "B"'s "player" wager at position 2 loses

    @clause:mbs-tiger-v2:5.9 @interpretation:20 @interpretation:22
    Scenario: 5.9 The dealing device is reset only after "No more bets"
      The option to withdraw belongs to a reset after the close: while betting
      is open, players can still change their wagers freely.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And the dealing device is reset
      Then that is refused because "bets-not-closed"

  Rule: 5.10 If the player handling cards is absent, the dealer exposes them
    Where a Player handling cards is not present to expose the hand or to
    receive additional cards, the cards shall be exposed by the Dealer.

    @clause:mbs-tiger-v2:5.10
    Scenario: 5.10 The player holding the Player cards is absent: the Dealer exposes them, they are not passed on, and play continues
      Under Method A the Player cards go to A, the highest wager on Player.
      A is not there to expose them: the Dealer exposes them. That is not a
      refusal (3.10.3 would pass them on to B): nobody holds them after, so
      B cannot refuse them, and the round goes on to its end by the Table of
      Play.

      Given the game "mbs-tiger-v2" with 8 decks
      And the cards are handled by Method A
      When the dealer opens bets
      And player "A" places a "player" wager of 900 at position 1
      And player "B" places a "player" wager of 500 at position 2
      And the dealer closes bets
      And the cards "5H 6S KD QC" are dealt
      And the dealer passes the "player" cards
      Then the cards go to player "A"
      When player "A", who holds the "player" cards, is absent
      Then that is accepted with the notice "dealer-exposes"
      And the table state is "dealing"
      When player "B" refuses the "player" cards
      Then that is refused because "not-receiver"
      When the dealer passes the "player" cards
      Then that is refused because "cards-already-passed"
      When the cards "6D TS" are dealt
      And the dealer settles the round
      Then the winner is "banker"
      And player "A"'s "player" wager at position 1 loses
      And player "B"'s "player" wager at position 2 loses

    @clause:mbs-tiger-v2:5.10
    Scenario: 5.10 Only the player holding the cards can be absent from handling them
      Given the game "mbs-tiger-v2" with 8 decks
      And the cards are handled by Method A
      When the dealer opens bets
      And player "A" places a "player" wager of 900 at position 1
      And player "B" places a "player" wager of 500 at position 2
      And the dealer closes bets
      And the cards "5H 6S KD QC" are dealt
      And player "A", who holds the "player" cards, is absent
      Then that is refused because "not-receiver"
      When the dealer passes the "player" cards
      And player "B", who holds the "player" cards, is absent
      Then that is refused because "not-receiver"

  Rule: 5.11 A player leaves with cards whose values cannot be recovered: the steps below apply
    If a Player leaves the table in possession of card/s and it is not
    possible to ascertain the value of the card/s via the dealing device or
    surveillance:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.11 in 95-player-left-with-cards.feature.

  Rule: 5.11.1 Two cards are taken from the device, with a Gaming Shift Manager present, and kept in drawn order
    In the presence of a Gaming Shift Manager, two cards shall be removed
    from the dealing device as they may be required to complete the hand in
    accordance with the Table of Play. They shall be kept in drawn order to
    ensure they are received by the correct hand.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.11.1 in 95-player-left-with-cards.feature,
    # where the drawn order of the two cards decides the round.

  Rule: 5.11.2 The remaining and discarded cards are sorted into decks in view of players and surveillance
    The remaining cards within the dealing device and discards from previous
    rounds of play shall be sorted into decks and displayed on the table in
    full view of any remaining Players and surveillance.

    # Procedural: recovering cards a player took away is a floor procedure done with physical decks

  Rule: 5.11.2.1 The missing cards are worked out from the sorted decks, the cards on the table and the two set aside
    The missing card/s shall be determined based on the cards remaining in
    the decks, the cards in play and the two undisclosed cards.

    # Procedural: recovering cards a player took away is a floor procedure done with physical decks

  Rule: 5.11.3 Cards of the same suit and rank from a complete deck stand in for the missing ones
    Card/s of the same suit and value of the missing card/s shall be removed
    from a complete deck to replace the missing card/s.

    # Procedural: recovering cards a player took away is a floor procedure done with physical decks

  Rule: 5.11.4 The round is finished with the replacements and, if needed, the two cards set aside
    The round of play is completed using the replacement cards and, if
    required by the Table of Play, the two cards removed prior to the cards
    from the dealing device and discards being sorted.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.11.4 in 95-player-left-with-cards.feature.

  Rule: 5.11.5 The cards are replaced before play resumes with the next round
    The cards are replaced prior to the commencement of the next round of
    play.

    # Procedural: recovering cards a player took away is a floor procedure done with physical decks

  Rule: 5.12 Method C: cards exposed while the dealing device is moved are handled as below
    When operating the game by "Method C", in the event that card/s are
    exposed during the movement of the dealing device:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.12 under other rules.

  Rule: 5.12.1 A card exposed while moving the device is played as if it were face down
    In the case of card/s being exposed during the movement of the dealing
    device, such card/s shall be played as if it were found face downwards.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.12.1 under other rules.

  Rule: 5.12.2 A device card order disturbed beyond repair voids the round, and the cards are replaced
    If the order of cards in the dealing device is either accidentally or
    deliberately altered and cannot be rectified, the round of play shall be
    void and the cards shall be replaced.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.12.2 under other rules.

  Rule: 5.13 Once a round is void, the cards may be swapped for fresh ones
    After that round of play has been voided, the cards may be replaced.

    # Procedural: whether to change the cards is a floor decision with no effect on results

  Rule: 5.14 An under-minimum wager is settled once; the same player's later under-minimum wagers are returned
    Once the outcome has been determined, winning wagers that are under the
    minimum shall be paid one time only and losing wagers shall be collected
    one time only. All future wagers irrespective of outcome by the same
    Player that are under the minimum shall be returned.

    @clause:mbs-tiger-v2:5.14 @interpretation:10 @interpretation:19
    Scenario Outline: 5.14 A player's first under-minimum wager <first>; the next one is returned unplayed
      A wager under the table minimum is settled normally the first time one
      of that player's wagers under the minimum is won or lost, paid or
      collected once; every under-minimum wager of the same player in a
      later round is returned whatever the outcome. Other players and wagers at or above the
      minimum are not affected.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table limits are 1,000 to 100,000
      When the dealer opens bets
      And player "A" places a "<wager>" wager of 500 at position 1
      Then that is accepted with the notice "under-minimum"
      When the dealer closes bets
      And the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      And the dealer opens bets
      And player "A" places a "player" wager of 500 at position 1
      Then that is accepted with the notice "under-minimum"
      When player "A" places a "tiger" wager of 1,000 at position 1
      And player "B" places a "player" wager of 500 at position 2
      And the dealer closes bets
      And the cards "2H 7S 3D KC 4S" are dealt
      And the dealer settles the round
      Then 2 rounds are settled
      And in round 1, player "A"'s "<wager>" wager at position 1 <round 1>
      And in round 2, the winner is "player"
      And in round 2, player "A"'s "player" wager at position 1 is returned unplayed
      And in round 2, player "A"'s "tiger" wager at position 1 loses
      And in round 2, player "B"'s "player" wager at position 2 wins 500

      Examples:
        | first                  | wager  | round 1  |
        | wins and is paid       | banker | wins 475 |
        | loses and is collected | player | loses    |

    @clause:mbs-tiger-v2:5.14 @interpretation:10 @interpretation:19
    Scenario: 5.14 A push does not use up a player's under-minimum wager
      Only a win or a loss settles a player's one under-minimum wager: an
      under-minimum Banker wager that pushes on a Tie leaves it unused, so
      the same player's next under-minimum wager, in the next round, is
      still played (docs/interpretations.md, reading 19).

      Given the game "mbs-tiger-v2" with 8 decks
      And the table limits are 1,000 to 100,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      Then that is accepted with the notice "under-minimum"
      When the dealer closes bets
      And the cards "KH KS KS QC KD KC" are dealt
      And the dealer settles the round
      And the dealer opens bets
      And player "A" places a "player" wager of 500 at position 1
      Then that is accepted with the notice "under-minimum"
      When the dealer closes bets
      And the cards "9H KS KS 5C" are dealt
      And the dealer settles the round
      Then 2 rounds are settled
      And in round 1, the winner is "tie"
      And in round 1, player "A"'s "banker" wager at position 1 pushes
      And in round 2, the winner is "player"
      And in round 2, player "A"'s "player" wager at position 1 wins 500

    @clause:mbs-tiger-v2:5.14 @interpretation:10 @interpretation:19
    Scenario: 5.14 A second under-minimum wager of the same round is no future wager: it is played, and its Tiger is paid 12 to 1
      5.14: "Once the outcome has been determined, winning wagers that are
      under the minimum shall be paid one time only and losing wagers shall
      be collected one time only. All future wagers irrespective of outcome
      by the same Player that are under the minimum shall be returned."
      Player "A" places two wagers under the minimum in one round: the
      second is not a future wager, so both are settled on that round's
      outcome, the Player wager collected and the Tiger paid 12 to 1 on a
      two-card Banker 6. Only A's under-minimum wager of the next round is
      returned.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table limits are 1,000 to 100,000
      When the dealer opens bets
      And player "A" places a "player" wager of 500 at position 1
      Then that is accepted with the notice "under-minimum"
      When player "A" places a "tiger" wager of 500 at position 1
      Then that is accepted with the notice "under-minimum"
      When the dealer closes bets
      And the cards "2H 6S KD QC 2D" are dealt
      And the dealer settles the round
      And the dealer opens bets
      And player "A" places a "tiger" wager of 500 at position 1
      And the dealer closes bets
      And the cards "2H 6S KD QC 2D" are dealt
      And the dealer settles the round
      Then 2 rounds are settled
      And in round 1, the winner is "banker"
      And in round 1, player "A"'s "player" wager at position 1 loses
      And in round 1, player "A"'s "tiger" wager at position 1 wins 6,000
      And in round 2, player "A"'s "tiger" wager at position 1 is returned unplayed

  Rule: 5.15 An over-maximum wager is paid, or collected, only up to the maximum
    Winning wagers that are over the maximum shall be paid to the maximum
    only. Losing wagers that are over the maximum shall be collected to the
    maximum only.

    @clause:mbs-tiger-v2:5.15 @interpretation:10
    Scenario: 5.15 A wager over the maximum is paid, or collected, up to the maximum only
      A winning wager over the table maximum is paid as a wager of the
      maximum, a losing one loses only the maximum; the excess is returned in
      both cases. A wager at the maximum is played whole.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table limits are 1,000 to 50,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 60,000 at position 1
      Then that is accepted with the notice "over-maximum"
      When player "B" places a "player" wager of 30,000 at position 2
      And player "B" increases their "player" wager at position 2 by 50,000
      Then that is accepted with the notice "over-maximum"
      When player "C" places a "tie" wager of 50,000 at position 3
      And the dealer closes bets
      And the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 is played as 50,000 of 60,000
      And player "A"'s "banker" wager at position 1 wins 47,500
      And player "B"'s "player" wager at position 2 is played as 50,000 of 80,000
      And player "B"'s "player" wager at position 2 loses
      And player "C"'s "tie" wager at position 3 is settled on a stake of 50,000
      And player "C"'s "tie" wager at position 3 loses

    @clause:mbs-tiger-v2:5.15 @interpretation:10
    Scenario Outline: 5.15 A <wager> wager over its own maximum of 5,000 is paid on 5,000 (stake <stake>)
      Each wager may have its own limits; the maximum that caps a winning
      wager is that wager's own.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table limits are 1,000 to 500,000
      And the "<wager>" wager's limits are 100 to 5,000
      When the dealer opens bets
      And player "A" places a "<wager>" wager of <stake> at position 1
      And the dealer closes bets
      And the cards "<cards>" are dealt
      And the dealer settles the round
      Then player "A"'s "<wager>" wager at position 1 is played as 5,000 of <stake>
      And player "A"'s "<wager>" wager at position 1 wins <win>

      Examples:
        | wager     | stake  | cards             | win     |
        | big-tiger | 6,000  | 5H 6S KD QC 6D TS | 250,000 |
        | tiger-tie | 20,000 | 6H 6S KD KC       | 175,000 |
        | tiger     | 5,001  | 5H 6S KD QC 6D TS | 100,000 |

  Rule: 5.16 Over-maximum or under-minimum wagers settled in earlier rounds stay settled
    Any wagers over the maximum or under the minimum paid or collected in
    previous rounds of play shall be considered settled.

    @clause:mbs-tiger-v2:5.16 @clause:mbs-tiger-v2:5.14 @clause:mbs-tiger-v2:5.15 @interpretation:10 @interpretation:19
    Scenario: 5.16 Over-maximum and under-minimum wagers settled in a round stay settled
      What was paid or collected on wagers over the maximum or under the
      minimum in an earlier round is final: later rounds change nothing in
      it.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table limits are 1,000 to 50,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 60,000 at position 1
      And player "B" places a "banker" wager of 500 at position 2
      And the dealer closes bets
      And the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      And the dealer opens bets
      And player "A" places a "banker" wager of 60,000 at position 1
      And player "B" places a "banker" wager of 500 at position 2
      And the dealer closes bets
      And the cards "2H 7S 3D KC 4S" are dealt
      And the dealer settles the round
      Then 2 rounds are settled
      And in round 1, player "A"'s "banker" wager at position 1 is played as 50,000 of 60,000
      And in round 1, player "A"'s "banker" wager at position 1 wins 47,500
      And in round 1, player "B"'s "banker" wager at position 2 wins 475
      And in round 2, player "A"'s "banker" wager at position 1 is played as 50,000 of 60,000
      And in round 2, player "A"'s "banker" wager at position 1 loses
      And in round 2, player "B"'s "banker" wager at position 2 is returned unplayed

  Rule: 5.17 A power failure during a round is handled as below
    In the event of a power failure:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.17 under other rules.

  Rule: 5.17.1 No outcome established yet: each player may withdraw, but only all their wagers at once; the round then ends
    If no outcome has been established (i.e. none of the available wagers
    has conclusively won or lost), Players shall be given the option to
    withdraw their wagers. A Player taking the option to withdraw must
    withdraw all his wagers. The round of play shall then be concluded.

    @clause:mbs-tiger-v2:5.17 @clause:mbs-tiger-v2:5.17.1 @interpretation:11 @interpretation:22 @interpretation:27 @interpretation:29
    Scenario: 5.17.1 A power failure right after "No more bets": withdraw everything or play on
      If the power fails while no wager the game offers is yet sure to win or
      to lose whatever cards come next, each player may withdraw, but only all
      of their wagers at once; the round is then played to its end. Before
      the first card nothing is decided.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the power fails
      Then the outcome is not established
      And that is accepted with the notice "withdraw-option"
      And the players are offered the option to withdraw because "power-failure"
      And the option to withdraw is all or nothing
      When player "A" withdraws their "tiger" wager at position 1
      Then that is refused because "withdraw-all-only"
      When player "A" chooses to withdraw all wagers
      And player "B" chooses to play on
      Then the table state is "betting-closed"
      When the cards "5H 6S KD QC 6D TS" are dealt
      And the dealer settles the round
      Then the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 is withdrawn
      And player "A"'s "tiger" wager at position 1 is withdrawn
      And player "B"'s "player" wager at position 2 loses

    @clause:mbs-tiger-v2:5.17 @clause:mbs-tiger-v2:5.17.1 @interpretation:11 @interpretation:22 @interpretation:27 @interpretation:29
    Scenario Outline: 5.17.1 A power failure after <dealt>, before any outcome is established: withdraw everything or play on
      A card or two, or three without a pair or a Natural, decide no wager
      yet (Tiger Pair still waits for the Banker's second card): the players
      get the all-or-nothing option, and the round is then concluded.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And player "B" places a "tiger-pair" wager of 100 at position 2
      And the dealer closes bets
      And the cards "<dealt>" are dealt
      And the power fails
      Then the outcome is not established
      And that is accepted with the notice "withdraw-option"
      And the option to withdraw is all or nothing
      When player "A" chooses to play on
      And player "B" chooses to withdraw all wagers
      And the cards "<rest>" are dealt
      And the dealer settles the round
      Then the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins 950
      And player "A"'s "tiger" wager at position 1 wins 2,000
      And player "B"'s "player" wager at position 2 is withdrawn
      And player "B"'s "tiger-pair" wager at position 2 is withdrawn

      Examples:
        | dealt    | rest           |
        | 5H       | 6S KD QC 6D TS |
        | 5H 6S    | KD QC 6D TS    |
        | 5H 6S KD | QC 6D TS       |

  Rule: 5.17.2 Outcome already established: play goes on and the round is concluded
    With an outcome established (i.e. any of the available wagers has
    conclusively won or lost), play shall continue and the round of play
    shall be concluded.

    @clause:mbs-tiger-v2:5.17 @clause:mbs-tiger-v2:5.17.2 @interpretation:11 @interpretation:27 @interpretation:29
    Scenario Outline: 5.17.2 A power failure once the outcome is established (<when>: <decided>): play continues
      Once some wager the game offers is sure to win or to lose whatever cards
      come next, a power failure gives no option: play continues and the
      round is concluded, and a wager cannot be withdrawn.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the cards "<before>" are dealt
      And the power fails
      Then the outcome is established
      And that is accepted with the notice "play-continues"
      And the table state is "dealing"
      When player "B" withdraws their "player" wager at position 2
      Then that is accepted with the notice "withdrawal-ignored"
      When the cards "<after>" are dealt
      And the dealer settles the round
      Then the winner is "<winner>"
      And player "A"'s "banker" wager at position 1 <banker>
      And player "B"'s "player" wager at position 2 <player>

      Examples:
        | when                            | decided                                    | before      | after    | winner | banker   | player     |
        | a Player pair in three cards    | Tiger Pair has won                         | 2H 2S 2S    | 3C 5D KH | player | loses    | wins 1,000 |
        | a Player Natural in three cards | Big Tiger has lost: the Banker cannot draw | 8H KS KS    | 3C       | player | loses    | wins 1,000 |
        | after the initial deal          | Tiger Pair and Small Tiger are decided     | 5H KS KS QC | 6D 6S    | banker | wins 950 | loses      |

    @clause:mbs-tiger-v2:5.17 @clause:mbs-tiger-v2:5.17.2 @interpretation:11 @interpretation:27 @interpretation:29
    Scenario: 5.17.2 A power failure once the outcome is established: a player who would withdraw everything still has the round settled
      A Player pair in three cards has decided Tiger Pair (it has won
      whatever comes next), so the power failure gives no option: the
      choices come to nothing and every wager is settled. Only the settled
      round is asserted: its record shows the hands the engine dealt, so an
      engine whose own deal leaves the rules is still judged on the rule of
      the power failure (the second and third cards are the same card: an
      engine that deals Player, Player, Banker, Banker holds the same hands;
      neither hand is a natural and every card the rules draw is given: an
      engine whose natural does not end the round holds them too).

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the cards "2H 2S 2S" are dealt
      And the power fails
      And player "A" chooses to play on
      And player "B" chooses to withdraw all wagers
      And the cards "3C 5D KH" are dealt
      And the dealer settles the round
      Then the Player hand is "2H 2S 5D" with total 9
      And the Banker hand is "2S 3C KH" with total 5
      And the winner is "player"
      And player "A"'s "banker" wager at position 1 loses
      And player "B"'s "player" wager at position 2 wins 1,000

  Rule: 5.18 When the table differential is exceeded, the steps below apply
    If the table differential has been exceeded:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.18 under other rules.

  Rule: 5.18.1 Players on the hand carrying the larger total are asked to reduce their wagers
    The Dealer shall ask the Players wagering on the hand which has the
    highest total amount of wagers to decrease their wagers.

    @clause:mbs-tiger-v2:5.18 @clause:mbs-tiger-v2:5.18.1 @clause:mbs-tiger-v2:1.1.10 @interpretation:26
    Scenario: 5.18.1 Bets do not close while the table differential is exceeded; the larger side is asked to decrease
      With a table differential of 10,000, Banker wagers of 20,000 and 10,000
      against a Player wager of 15,000 exceed it by 5,000: "No more bets" is
      not accepted, betting stays open, and the players on Banker, the side
      with the larger total, are asked to decrease. Once they have, bets close
      and the round is settled on the decreased wager.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table differential is 10,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 20,000 at position 1
      And player "C" places a "banker" wager of 10,000 at position 3
      And player "B" places a "player" wager of 15,000 at position 2
      And the dealer closes bets
      Then that is refused because "differential-exceeded"
      And the differential is exceeded by 5,000 with the "banker" side asked to decrease
      And the table state is "betting-open"
      When player "A" withdraws 5,000 from their "banker" wager at position 1
      And the dealer closes bets
      Then that is accepted
      When the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      Then player "A"'s "banker" wager at position 1 is settled on a stake of 15,000
      And player "A"'s "banker" wager at position 1 wins 14,250
      And player "C"'s "banker" wager at position 3 wins 9,500
      And player "B"'s "player" wager at position 2 loses

    @clause:mbs-tiger-v2:5.18 @interpretation:26
    Scenario Outline: 5.18.1-5.18.2 After a close refused for the differential, <change>
      The players on the larger side may decrease (5.18.1), those on the
      smaller side may increase (5.18.2), until the two totals differ by no
      more than the table differential (here Banker 30,000 against Player
      15,000, a differential of 10,000). A change that is not enough, or that
      overshoots to the other side, still leaves bets open.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table differential is 10,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 20,000 at position 1
      And player "C" places a "banker" wager of 10,000 at position 3
      And player "B" places a "player" wager of 15,000 at position 2
      And the dealer closes bets
      Then that is refused because "differential-exceeded"
      When <step>
      And the dealer closes bets
      Then that is <close>

      @clause:mbs-tiger-v2:5.18.1
      Examples: 5.18.1 the Banker side decreases
        | change                             | step                                                               | close                                   |
        | A takes 5,000 off the Banker       | player "A" withdraws 5,000 from their "banker" wager at position 1 | accepted                                |
        | C withdraws the whole Banker wager | player "C" withdraws their "banker" wager at position 3            | accepted                                |
        | A takes only 4,000 off, not enough | player "A" withdraws 4,000 from their "banker" wager at position 1 | refused because "differential-exceeded" |

      @clause:mbs-tiger-v2:5.18.2
      Examples: 5.18.2 the Player side increases
        | change                                      | step                                                              | close                                   |
        | B adds 5,000 to the Player                  | player "B" increases their "player" wager at position 2 by 5,000  | accepted                                |
        | B adds 25,000: Player 40,000, Banker 30,000 | player "B" increases their "player" wager at position 2 by 25,000 | accepted                                |
        | B adds 30,000, Player now 15,000 over       | player "B" increases their "player" wager at position 2 by 30,000 | refused because "differential-exceeded" |

  Rule: 5.18.2 Players on the hand carrying the smaller total may increase their wagers
    Players wagering on the hand which has the lowest total amount of wagers
    may increase their wagers.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:5.18.2 under other rules.

  Rule: 5.18.3 If that is not enough, the Pit Manager chooses which wagers come off
    If the decreases and/or increases in wagers (as indicated in Rule 5.18.1
    and 5.18.2) are insufficient to meet the table differential, the Pit
    Manager shall determine the wagers that shall be removed.

    @clause:mbs-tiger-v2:5.18.3 @clause:mbs-tiger-v2:5.18 @interpretation:26
    Scenario: 5.18.3 When the players' changes are not enough, the wagers the Pit Manager removes leave the round and bets close
      With a table differential of 10,000, Banker wagers of 20,000 (A) and
      10,000 (C) face a Player wager of 15,000 (B). A takes 2,000 off, which
      is not enough: the close is still refused. The Pit Manager then
      decides which wagers come off and removes C's Banker wager whole (the
      Pit Manager's act, not C's withdrawal: docs/table.md 4.5). The
      totals, 18,000 against 15,000, now meet the
      differential, bets close, and C's removed wager takes no part in the
      round: it is neither won nor lost (here a Banker win on 6 pays 0.95 to 1).

      Given the game "mbs-tiger-v2" with 8 decks
      And the table differential is 10,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 20,000 at position 1
      And player "C" places a "banker" wager of 10,000 at position 3
      And player "B" places a "player" wager of 15,000 at position 2
      And the dealer closes bets
      Then that is refused because "differential-exceeded"
      When player "A" withdraws 2,000 from their "banker" wager at position 1
      And the dealer closes bets
      Then that is refused because "differential-exceeded"
      When the Pit Manager removes player "C"'s "banker" wager at position 3
      Then that is accepted with the notice "wager-removed"
      When the dealer closes bets
      Then that is accepted
      When the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      Then player "A"'s "banker" wager at position 1 wins 17,100
      And player "B"'s "player" wager at position 2 loses
      And player "C" has no "banker" wager at position 3 in the settlement
