Feature: No Commission Baccarat v6, section 5: irregularities

  A round in which something goes wrong with the cards is void: it has no
  result and every stake on it is returned. Rounds already finished keep
  their results. The irregularities that happen at the table rather than in
  the cards (a hand given the wrong number of cards, cards drawn together,
  a disturbed shoe, late or withdrawn wagers: rules 5.2-5.4, 5.6, 5.7) need
  the table lifecycle.

  Rule: 5.1 A foreign card found during a game is handled by the two sub-clauses below
    If a foreign card is found in the course of a game:

    # Tested by the scenarios tagged @clause:mbs-ncb-v6:5.1 under other rules.

  Rule: 5.1.1 A foreign card voids the round in progress
    The current round of play shall be void; and

    @clause:mbs-ncb-v6:5.1 @clause:mbs-ncb-v6:5.1.1
    Scenario Outline: 5.1.1 A foreign card dealt as <where> voids the round
      A card that does not belong to the game's decks (here a 6 Star card in a
      shoe of standard decks) voids the round in progress: no result, and
      every wager is returned.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie", "player-pair" and "banker-pair"
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the wagers settle as:
        | wager       | result |
        | player      | void   |
        | banker      | void   |
        | tie         | void   |
        | player-pair | void   |
        | banker-pair | void   |

      Examples:
        | where                    | shoe               |
        | the first card           | 9Fi 7S 3D KC 4S    |
        | the Banker's second card | 2H 7S 3D SFi 4S    |
        | the Player's third card  | 2H 7S 3D KC LWa    |
        | the Banker's third card  | 2H 3S 3D KC 4S 9Fi |

    @clause:mbs-ncb-v6:5.1 @clause:mbs-ncb-v6:5.1.1 @interpretation:13
    Scenario: 5.1.1 A foreign card the round does not reach does not void it
      Only a card that is dealt is found: a foreign card lying after the cards
      the round needs is not part of the round, which stands.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "AH 9S 7D KC 9Fi"
      And a "banker" wager of 100
      When the coup is dealt
      Then the round stands
      And the winner is "banker"
      And the "banker" wager wins 100
      And 4 cards are used

  Rule: 5.1.2 Rounds finished before the foreign card was found keep their results
    All results of the previous games will stand.

    @clause:mbs-ncb-v6:5.1 @clause:mbs-ncb-v6:5.1.1 @clause:mbs-ncb-v6:5.1.2 @interpretation:14
    Scenario: 5.1.2 Rounds finished before a foreign card keep their results
      The foreign card voids only the round that deals it; the rounds before it
      in the same shoe stand and their wagers stay settled. The shoe is not
      dealt on once it is found faulty.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S 3D KC 4S 5H 6S 9Fi KD QC 6D TS"
      And a wager of 100 on each of "banker" and "player"
      When the shoe is played
      Then 3 rounds are played
      And the shoe ends because "void"
      And 12 cards are used
      And in round 1, the winner is "banker"
      And in round 1, the "banker" wager wins 100
      And in round 1, the "player" wager loses
      And in round 2, the winner is "player"
      And in round 2, the "player" wager wins 100
      And in round 2, the "banker" wager loses
      And round 3 is void because "foreign-card"
      And in round 3, the "banker" wager is returned
      And in round 3, the "player" wager is returned

    @clause:mbs-ncb-v6:5.1.1 @clause:mbs-ncb-v6:5.1.2 @interpretation:13 @interpretation:14
    Scenario Outline: 5.1.2 With <decks> decks, a fifth Ace of Spades in round 3 <outcome>
      Copies are counted over the whole shoe: four decks hold four Aces of
      Spades, so the fifth one dealt is an extra card and voids its round,
      while the two rounds before it stand. Five decks hold five.

      Given the game "mbs-ncb-v6" with <decks> decks
      And the shoe is "AS 9S AS KC AS 9D AS KD AS 9H 2C KH"
      And a "banker" wager of 100
      When the shoe is played
      Then 3 rounds are played
      And the shoe ends because "<end>"
      And in round 1, the "banker" wager wins 100
      And in round 2, the "banker" wager wins 100
      And in round 3, the "banker" wager <round 3>

      @interpretation:18
      Examples: the shoe holds four
        | decks | outcome               | end       | round 3     |
        | 4     | is an extra card      | void      | is returned |

      Examples: the shoe holds five
        | decks | outcome               | end       | round 3     |
        | 5     | is a card of the shoe | exhausted | wins 100    |

  Rule: 5.2 A hand given the wrong number of cards that cannot be reconstructed, found before the next game, voids the round
    If the "Player" hand or the "Banker" hand is dealt an incorrect number
    of cards during the game, provided that this is noticed before the
    commencement of play of the next game and the cards cannot be
    reconstructed, the round of play shall be void.

    @clause:mbs-ncb-v6:5.2 @interpretation:30
    Scenario Outline: 5.2 A hand dealt the wrong number of cards that cannot be reconstructed voids the round (<when>)
      A hand given a wrong number of cards, where the cards cannot be put
      back in order, makes the round void and every stake is returned,
      provided it is noticed before the next round starts (so also once the
      round's last card is out).

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 500 at position 1
      And the dealer closes bets
      And the cards "<cards>" are dealt
      And the dealer reports the irregularity "incorrect-card-count"
      Then that is accepted with the notice "round-void"
      When the dealer settles the round
      Then the round is void because "incorrect-card-count"
      And player "A"'s "player" wager at position 1 is returned

      Examples:
        | when                         | cards          |
        | during the deal              | 5H 6S KD       |
        | after the round's last card  | 9S 5H KD 2C    |

  Rule: 5.3 Cards drawn together whose order cannot be told during the initial deal void the round
    In the event that two or more cards are simultaneously drawn from the
    shoe or device and it is not possible to ascertain the order of the
    cards drawn during the initial deal, the round of play shall be void.

    @clause:mbs-ncb-v6:5.3 @interpretation:23
    Scenario: 5.3 Cards drawn together in the initial deal in an unknown order void the round
      If two or more cards come out of the shoe together during the initial
      deal and their order cannot be ascertained, the round is void and every
      stake is returned.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "tie" wager of 100 at position 2
      And the dealer closes bets
      And the cards "5H 6S" are dealt
      And cards are drawn together and their order cannot be told
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the dealer settles the round
      Then the round is void because "simultaneous-draw"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tie" wager at position 2 is returned

    @clause:mbs-ncb-v6:5.3 @interpretation:23
    Scenario: 5.3 Cards drawn together whose order is known do not void the round
      The rule voids the round only when the order of the cards cannot be
      ascertained: cards drawn together in a known order are put back in that
      order and the round goes on.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the dealer closes bets
      And the cards "5H 6S" are dealt
      And cards are drawn together in a known order: "KD QC"
      Then that is accepted with the notice "reconstructed"
      When the cards "6D TS" are dealt
      And the dealer settles the round
      Then the round stands
      And the Player hand is "5H KD 6D" with total 1
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 wins 250

  Rule: 5.4 A shoe whose card order was disturbed beyond reconstruction voids the round, exposed cards or not
    In the event that the order of the cards in the card shoe is altered and
    cannot be reconstructed, regardless of whether the cards have been
    exposed, the round of play shall be void.

    @clause:mbs-ncb-v6:5.4 @interpretation:30
    Scenario: 5.4 A shoe whose order was altered beyond reconstruction voids the round
      If the order of the cards in the shoe is disturbed and cannot be
      restored, the round is void, whether or not any card had been exposed.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "tie" wager of 100 at position 2
      And the dealer closes bets
      And the cards "5H 6S KD" are dealt
      And the dealer reports the irregularity "order-altered"
      Then that is accepted with the notice "round-void"
      When the dealer settles the round
      Then the round is void because "order-altered"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tie" wager at position 2 is returned

    @clause:mbs-ncb-v6:5.4 @interpretation:30
    Scenario: 5.4 A shoe order altered before any card is dealt voids the round too
      The clause voids the round whether or not cards have been exposed: an
      order found disturbed after the close, before the first card, voids
      the round just the same and returns every stake.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "tie" wager of 100 at position 2
      And the dealer closes bets
      And the dealer reports the irregularity "order-altered"
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the dealer settles the round
      Then the round is void because "order-altered"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tie" wager at position 2 is returned

  Rule: 5.5 A round that the shoe has too few cards to finish is void
    If there are insufficient cards in the shoe to complete a round of play,
    the round of play shall be void.

    @clause:mbs-ncb-v6:5.5 @interpretation:15
    Scenario Outline: 5.5 A shoe that runs out <when> voids the round
      A round the remaining cards cannot finish is void: no result, every
      wager returned. The cards that were dealt stay in their hands.

      Given the game "mbs-ncb-v6" with 8 decks
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
        | when                              | shoe            | player   | banker | cards |
        | with no card at all               |                 |          |        | 0     |
        | after one card                    | 2H              | 2H       |        | 1     |
        | in the initial deal               | 2H 7S 3D        | 2H 3D    | 7S     | 3     |
        | before the Player's third card    | 2H 7S 3D KC     | 2H 3D    | 7S KC  | 4     |
        | before the Banker's third card    | 2H 3S 3D KC 4S  | 2H 3D 4S | 3S KC  | 5     |
        | with the cutting card as the last | 2H 7S 3D KC CUT | 2H 3D    | 7S KC  | 5     |

    @clause:mbs-ncb-v6:5.5
    Scenario: 5.5 Four cards are enough when there is a Natural
      A round needs only the cards the Table of Play asks for: with a Natural
      in the initial deal, four cards finish it.

      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "AH 9S 7D KC"
      And a "banker" wager of 100
      When the coup is dealt
      Then the round stands
      And the "banker" wager wins 100

    @clause:mbs-ncb-v6:5.5 @interpretation:14
    Scenario: 5.5 A shoe that runs out in its last round voids only that round
      Given the game "mbs-ncb-v6" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S 3D KC"
      And a "banker" wager of 100
      When the shoe is played
      Then 2 rounds are played
      And the shoe ends because "void"
      And in round 1, the "banker" wager wins 100
      And round 2 is void because "insufficient-cards"
      And in round 2, the "banker" wager is returned

  Rule: 5.6 After the No more bets call no wager may be placed or raised; any such wager or increase is refused
    After the Dealer has announced "No more bets", no wager may be placed or
    increased and any wager so placed or to the extent increased will be
    refused and/or will not be honoured.

    @clause:mbs-ncb-v6:5.6
    Scenario Outline: 5.6 After "No more bets" a wager cannot be <what>
      Once the dealer has called "No more bets", a new wager or an increase is
      refused and is not honoured: the round is settled on the wagers as they
      stood at the close.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the dealer closes bets
      And <late>
      Then that is refused because "bets-closed"
      When the card "5H" is dealt
      And <late>
      Then that is refused because "bets-closed"

      Examples:
        | what      | late                                                           |
        | placed    | player "B" places a "tie" wager of 100 at position 2           |
        | increased | player "A" increases their "banker" wager at position 1 by 500 |

    @clause:mbs-ncb-v6:5.6
    Scenario: 5.6 Late wagers and increases are not honoured in the settlement
      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And the dealer closes bets
      And the card "5H" is dealt
      And player "B" places a "tie" wager of 100 at position 2
      Then that is refused because "bets-closed"
      When player "A" increases their "banker" wager at position 1 by 500
      Then that is refused because "bets-closed"
      When the cards "6S KD QC 6D TS" are dealt
      And the dealer settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 is settled on a stake of 500
      And player "A"'s "banker" wager at position 1 wins 250
      And player "B" has no "tie" wager at position 2 in the settlement

  Rule: 5.7 After the No more bets call no wager may be withdrawn; a withdrawn wager is settled as if it had stood
    After the Dealer has announced "No more bets", no wager may be withdrawn
    and any wager withdrawn shall be won or lost based on the game results.

    @clause:mbs-ncb-v6:5.7
    Scenario Outline: 5.7 A <wager> wager withdrawn (<how>) after "No more bets" stands: it <result>
      Once the dealer has called "No more bets" no wager may be taken back: a
      wager a player tries to withdraw stays on the layout and is won or lost
      on the result like any other.

      Given the game "mbs-ncb-v6" with 8 decks
      When the dealer opens bets
      And player "A" places a "<wager>" wager of 500 at position 1
      And the dealer closes bets
      And the cards "5H 6S" are dealt
      And <withdrawal>
      Then that is accepted with the notice "withdrawal-ignored"
      When the cards "KD QC 6D TS" are dealt
      And the dealer settles the round
      Then the winner is "banker"
      And player "A"'s "<wager>" wager at position 1 is settled on a stake of 500
      And player "A"'s "<wager>" wager at position 1 <result>

      Examples:
        | wager  | how       | withdrawal                                                       | result   |
        | banker | all of it | player "A" withdraws their "banker" wager at position 1          | wins 250 |
        | player | all of it | player "A" withdraws their "player" wager at position 1          | loses    |
        | player | 200 of it | player "A" withdraws 200 from their "player" wager at position 1 | loses    |
