Feature: 6 Star No Commission Baccarat, section 5: irregularities

  A round in which something goes wrong with the cards is void: it has no
  result and every stake on it, side wagers included, is returned. Rounds
  already finished keep their results. In this game a card of a standard
  52-card deck is a foreign card, and a shoe of N decks holds N copies of
  each of the 65 cards. The irregularities that happen at the table rather
  than in the cards (a hand given the wrong number of cards, cards drawn
  together, a disturbed shoe, late or withdrawn wagers: rules 5.2-5.4, 5.6,
  5.7) are checked with the table lifecycle steps.

  Rule: 5.1 A foreign card found during a game is handled by the two sub-clauses below
    If a foreign card is found in the course of a game:

    # Tested by the scenarios tagged @clause:mbs-6star-ncb-2017:5.1 under other rules.

  Rule: 5.1.1 A foreign card voids the round in progress
    The current round of play shall be void; and

    @clause:mbs-6star-ncb-2017:5.1 @clause:mbs-6star-ncb-2017:5.1.1
    Scenario Outline: 5.1.1 A foreign card dealt as <where> voids the round
      A card that does not belong to the game's decks (here a card of a
      standard deck in a shoe of 65-card decks) voids the round in progress:
      no result, and every wager is returned.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie", "player-pair", "banker-pair", "fortune-six" and "element-bonus"
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the wagers settle as:
        | wager         | result |
        | player        | void   |
        | banker        | void   |
        | tie           | void   |
        | player-pair   | void   |
        | banker-pair   | void   |
        | fortune-six   | void   |
        | element-bonus | void   |

      Examples:
        | where                    | shoe                   |
        | the first card           | 9H 7Wa 3Go LEa 4Wo     |
        | the Banker's second card | 2Fi 7Wa 3Go KS 4Wo     |
        | the Player's third card  | 2Fi 7Wa 3Go LEa TD     |
        | the Banker's third card  | 2Fi 3Wa 3Go LEa 4Wo AC |

    @clause:mbs-6star-ncb-2017:5.1 @clause:mbs-6star-ncb-2017:5.1.1 @interpretation:13
    Scenario: 5.1.1 A foreign card the round does not reach does not void it
      Only a card that is dealt is found: a foreign card lying after the cards
      the round needs is not part of the round, which stands.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "AWa 9Wo 7Ea FGo 9H"
      And a "banker" wager of 100
      When the coup is dealt
      Then the round stands
      And the winner is "banker"
      And the "banker" wager wins 100
      And 4 cards are used

  Rule: 5.1.2 Rounds finished before the foreign card was found keep their results
    All results of the previous games will stand.

    @clause:mbs-6star-ncb-2017:5.1 @clause:mbs-6star-ncb-2017:5.1.1 @clause:mbs-6star-ncb-2017:5.1.2 @interpretation:14
    Scenario: 5.1.2 Rounds finished before a foreign card keep their results
      The foreign card voids only the round that deals it; the rounds before it
      in the same shoe stand and their wagers stay settled. The shoe is not
      dealt on once it is found faulty.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "AWa 9Wo 7Ea FGo 2Fi 7Wa 3Go LEa 4Wo 5Wa 6Go QH FEa 9Fi TFi 4Ea"
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

    @clause:mbs-6star-ncb-2017:5.1.1 @clause:mbs-6star-ncb-2017:5.1.2 @interpretation:13 @interpretation:14
    Scenario Outline: 5.1.2 With <decks> decks, a fifth Luk of Water in round 3 <outcome>
      Copies are counted over the whole shoe: four decks hold four Luks of
      Water, so the fifth one dealt is an extra card and voids its round,
      while the two rounds before it stand. Five decks hold five.

      Given the game "mbs-6star-ncb-2017" with <decks> decks
      And the shoe is "LWa 9Go LWa TGo LWa 9Ea LWa TEa LWa 9Wo 2Fi TWo"
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

    @clause:mbs-6star-ncb-2017:5.2 @interpretation:30
    Scenario Outline: 5.2 A hand dealt the wrong number of cards that cannot be reconstructed voids the round (<when>)
      A hand given a wrong number of cards, where the cards cannot be put back
      in order, makes the round void and every stake, side wagers included, is
      returned, provided it is noticed before the next round starts (so also
      once the round's last card is out).

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 500 at position 1
      And player "B" places an "element-bonus" wager of 100 at position 2
      And the dealer closes bets
      And the cards "<cards>" are dealt
      And the dealer reports the irregularity "incorrect-card-count"
      Then that is accepted with the notice "round-void"
      When the dealer settles the round
      Then the round is void because "incorrect-card-count"
      And player "A"'s "player" wager at position 1 is returned
      And player "B"'s "element-bonus" wager at position 2 is returned

      Examples:
        | when                        | cards           |
        | during the initial deal     | 9Wa 2Wa TWa     |
        | before a third card         | 2Wa 7Wa 3Wa LWa |
        | after the round's last card | 9Wa 2Wa TWa 5Wa |

    @clause:mbs-6star-ncb-2017:5.2 @interpretation:30
    Scenario: 5.2 A wrong card count noticed once the next round has begun does not void the round before
      The round is void only if the wrong count is noticed before the next
      round starts: once the dealer has called for bets again the settled
      round keeps its result, and the new round is still open for wagers.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places an "element-bonus" wager of 100 at position 1
      And the dealer closes bets
      And the cards "9Wa 2Wa TWa 5Wa" are dealt
      And the dealer settles the round
      And the dealer opens bets
      And the dealer reports the irregularity "incorrect-card-count"
      Then the table state is "betting-open"
      And 1 round is settled
      And in round 1, the winner is "player"
      And in round 1, player "A"'s "element-bonus" wager at position 1 wins 5,000

  Rule: 5.3 Cards drawn together whose order cannot be told during the initial deal void the round
    In the event that two or more cards are simultaneously drawn from the
    shoe or device and it is not possible to ascertain the order of the
    cards drawn during the initial deal, the round of play shall be void.

    @clause:mbs-6star-ncb-2017:5.3 @interpretation:23
    Scenario Outline: 5.3 Cards drawn together after <dealt> cards in an unknown order void the round
      If two or more cards come out of the shoe together during the initial
      deal and their order cannot be ascertained, the round is void and every
      stake is returned, the side wagers too.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "tie" wager of 100 at position 2
      And player "B" places an "element-bonus" wager of 100 at position 2
      And player "C" places a "fortune-six" wager of 100 at position 3
      And the dealer closes bets
      And <cards>
      And cards are drawn together and their order cannot be told
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the dealer settles the round
      Then the round is void because "simultaneous-draw"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tie" wager at position 2 is returned
      And player "B"'s "element-bonus" wager at position 2 is returned
      And player "C"'s "fortune-six" wager at position 3 is returned

      Examples:
        | dealt | cards                               |
        | 0     | the table state is "betting-closed" |
        | 2     | the cards "TWa 6Go" are dealt       |
        | 3     | the cards "TWa 6Go SEa" are dealt   |

    @clause:mbs-6star-ncb-2017:5.3 @interpretation:23
    Scenario: 5.3 Cards drawn together whose order is known do not void the round
      The rule voids the round only when the order of the cards cannot be
      ascertained: cards drawn together in a known order are put back in that
      order and the round goes on.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "fortune-six" wager of 100 at position 2
      And the dealer closes bets
      And the cards "TWa 6Go" are dealt
      And cards are drawn together in a known order: "SEa TFi"
      Then that is accepted with the notice "reconstructed"
      When the card "3Ea" is dealt
      And the dealer settles the round
      Then the round stands
      And the Player hand is "TWa SEa 3Ea" with total 3
      And the Banker hand is "6Go TFi" with total 6
      And player "A"'s "banker" wager at position 1 wins 250
      And player "B"'s "fortune-six" wager at position 2 wins 1,200

  Rule: 5.4 A shoe whose card order was disturbed beyond reconstruction voids the round, exposed cards or not
    In the event that the order of the cards in the card shoe is altered and
    cannot be reconstructed, regardless of whether the cards have been
    exposed, the round of play shall be void.

    @clause:mbs-6star-ncb-2017:5.4 @interpretation:30
    Scenario Outline: 5.4 A shoe whose order was altered beyond reconstruction voids the round (<when>)
      If the order of the cards in the shoe is disturbed and cannot be
      restored, the round is void and every stake returned, whether or not any
      card had been exposed.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "tie" wager of 100 at position 2
      And player "C" places a "fortune-six" wager of 100 at position 3
      And the dealer closes bets
      And <cards>
      And the dealer reports the irregularity "order-altered"
      Then that is accepted with the notice "round-void"
      And the table state is "void"
      When the dealer settles the round
      Then the round is void because "order-altered"
      And player "A"'s "banker" wager at position 1 is returned
      And player "B"'s "tie" wager at position 2 is returned
      And player "C"'s "fortune-six" wager at position 3 is returned

      Examples:
        | when                      | cards                                     |
        | before any card is shown  | the table state is "betting-closed"       |
        | in the initial deal       | the cards "TWa 6Go SEa" are dealt         |
        | before the Banker's third | the cards "TWa 3Go SEa TFi 2Ea" are dealt |

  Rule: 5.5 A round that the shoe has too few cards to finish is void
    If there are insufficient cards in the shoe to complete a round of play,
    the round of play shall be void.

    @clause:mbs-6star-ncb-2017:5.5 @interpretation:15
    Scenario Outline: 5.5 A shoe that runs out <when> voids the round
      A round the remaining cards cannot finish is void: no result, every
      wager returned, the side wagers too. The cards that were dealt stay in
      their hands.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie", "fortune-six" and "element-bonus"
      When the coup is dealt
      Then the round is void because "insufficient-cards"
      And the Player hand is "<player>"
      And the Banker hand is "<banker>"
      And <cards> cards are used
      And the wagers settle as:
        | wager         | result |
        | player        | void   |
        | banker        | void   |
        | tie           | void   |
        | fortune-six   | void   |
        | element-bonus | void   |

      Examples:
        | when                              | shoe                | player      | banker  | cards |
        | with no card at all               |                     |             |         | 0     |
        | after one card                    | 2Fi                 | 2Fi         |         | 1     |
        | in the initial deal               | 2Fi 7Wa 3Go         | 2Fi 3Go     | 7Wa     | 3     |
        | before the Player's third card    | 2Fi 7Wa 3Go LEa     | 2Fi 3Go     | 7Wa LEa | 4     |
        | before the Banker's third card    | 2Fi 3Wa 3Go LEa 4Wo | 2Fi 3Go 4Wo | 3Wa LEa | 5     |
        | with the cutting card as the last | 2Fi 7Wa 3Go LEa CUT | 2Fi 3Go     | 7Wa LEa | 5     |

    @clause:mbs-6star-ncb-2017:5.5
    Scenario: 5.5 Four cards are enough when there is a Natural
      A round needs only the cards the Table of Play asks for: with a Natural
      in the initial deal, four cards finish it.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "AWa 9Wo 7Ea FGo"
      And a "banker" wager of 100
      When the coup is dealt
      Then the round stands
      And the "banker" wager wins 100

    @clause:mbs-6star-ncb-2017:5.5 @interpretation:14
    Scenario: 5.5 A shoe that runs out in its last round voids only that round
      Given the game "mbs-6star-ncb-2017" with 8 decks
      And the shoe is "AWa 9Wo 7Ea FGo 2Fi 7Wa 3Go LEa"
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

    @clause:mbs-6star-ncb-2017:5.6
    Scenario Outline: 5.6 After "No more bets" a <wager> wager cannot be <what>
      Once the dealer has called "No more bets", a new wager or an increase is
      refused and is not honoured, before the first card and after it alike.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "A" places an "element-bonus" wager of 100 at position 1
      And the dealer closes bets
      And <late>
      Then that is refused because "bets-closed"
      When the card "9Wa" is dealt
      And <late>
      Then that is refused because "bets-closed"

      Examples:
        | wager         | what      | late                                                                 |
        | fortune-six   | placed    | player "B" places a "fortune-six" wager of 100 at position 2         |
        | tie           | placed    | player "B" places a "tie" wager of 100 at position 2                 |
        | banker        | increased | player "A" increases their "banker" wager at position 1 by 500       |
        | element-bonus | increased | player "A" increases their "element-bonus" wager at position 1 by 50 |

    @clause:mbs-6star-ncb-2017:5.6
    Scenario: 5.6 Late wagers and increases are not honoured in the settlement
      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places an "element-bonus" wager of 100 at position 1
      And the dealer closes bets
      And the card "9Wa" is dealt
      And player "B" places an "element-bonus" wager of 100 at position 2
      Then that is refused because "bets-closed"
      When player "A" increases their "element-bonus" wager at position 1 by 900
      Then that is refused because "bets-closed"
      When the cards "2Wa TWa 5Wa" are dealt
      And the dealer settles the round
      Then the winner is "player"
      And player "A"'s "element-bonus" wager at position 1 is settled on a stake of 100
      And player "A"'s "element-bonus" wager at position 1 wins 5,000
      And player "B" has no "element-bonus" wager at position 2 in the settlement

  Rule: 5.7 After the No more bets call no wager may be withdrawn; a withdrawn wager is settled as if it had stood
    After the Dealer has announced "No more bets", no wager may be withdrawn
    and any wager withdrawn shall be won or lost based on the game results.

    @clause:mbs-6star-ncb-2017:5.7
    Scenario Outline: 5.7 A <wager> wager withdrawn (<how>) after "No more bets" stands: it <result>
      Once the dealer has called "No more bets" no wager may be taken back: a
      wager a player tries to withdraw stays on the layout and is won or lost
      on the result like any other. Here the Player wins with a natural 9 and
      all four cards are Water, so an Element Bonus withdrawn late still wins
      fifty to one.

      Given the game "mbs-6star-ncb-2017" with 8 decks
      When the dealer opens bets
      And player "A" places a "<wager>" wager of 500 at position 1
      And the dealer closes bets
      And the cards "9Wa 2Wa" are dealt
      And <withdrawal>
      Then that is accepted with the notice "withdrawal-ignored"
      When the cards "TWa 5Wa" are dealt
      And the dealer settles the round
      Then the winner is "player"
      And player "A"'s "<wager>" wager at position 1 is settled on a stake of 500
      And player "A"'s "<wager>" wager at position 1 <result>

      Examples:
        | wager         | how       | withdrawal                                                       | result      |
        | element-bonus | all of it | player "A" withdraws their "element-bonus" wager at position 1   | wins 25,000 |
        | player        | 200 of it | player "A" withdraws 200 from their "player" wager at position 1 | wins 500    |
        | banker        | all of it | player "A" withdraws their "banker" wager at position 1          | loses       |
        | fortune-six   | all of it | player "A" withdraws their "fortune-six" wager at position 1     | loses       |
