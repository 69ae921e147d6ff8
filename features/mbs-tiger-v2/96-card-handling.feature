Feature: Tiger Baccarat v2: who handles the cards under Methods A, B and C

  The card-handling method never changes the cards or the result, but two
  parts of it follow from the table: under Method A, to whom the dealer
  passes each hand's cards (3.10.2 to 3.10.5); under Method C, who controls
  the dealing device (3.12.2, 3.12.8). The table declares its method (3.9),
  which the Pit Manager may change before each round (3.9.2); Method C is
  permitted only within the HLGA (3.9.2). "The Players with the highest
  amount wagered" counts a Player's wagers on the hand at every position
  together (interpretation 33). Positions are numbered clockwise from the
  dealer's left, so "counter clockwise" is toward lower positions
  (interpretation 31); "his/her wager loses" is a wager of the holder on
  Player or Banker lost (interpretation 32).

  Background:
    Given the game "mbs-tiger-v2" with 8 decks

  @clause:mbs-tiger-v2:3.9
  Scenario: 3.9 A round is run by Method A, B or C: no other method
    Given the table is in the high limit gaming area
    And the table's card-handling method is "D"
    When the dealer opens bets
    Then the request is refused as invalid

  @clause:mbs-tiger-v2:3.9.2
  Scenario: 3.9.2 Method C is permitted only within the HLGA
    Given the table's card-handling method is "C"
    When the dealer opens bets
    Then the request is refused as invalid

  @clause:mbs-tiger-v2:3.9.2 @clause:mbs-tiger-v2:3.12.8
  Scenario: 3.9.2 Method C within the HLGA: a player takes the dealing device
    Given the table is in the high limit gaming area
    And the cards are handled by Method C
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And player "A" takes the dealing device
    Then that is accepted with the notice "device-taken"

  @clause:mbs-tiger-v2:3.9.2
  Scenario: 3.9.2 The Pit Manager changes Method B to Method A before the next round
    "Method A" or "Method B" ... may be changed at any time before the
    commencement of each round of play.

    Given the cards are handled by Method B
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "7H KS KS 6C" are dealt
    And the dealer passes the "player" cards
    Then that is refused because "wrong-method"
    When the dealer settles the round
    And the Pit Manager changes the card-handling method to "A"
    Then that is accepted with the notice "method-changed"
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "7H KS KS 6C" are dealt
    And the dealer passes the "player" cards
    Then the cards go to player "A"

  @clause:mbs-tiger-v2:3.9.2
  Scenario: 3.9.2 Once the round has commenced the method cannot change
    Given the cards are handled by Method A
    When the dealer opens bets
    And the Pit Manager changes the card-handling method to "B"
    Then that is refused because "round-in-progress"
    When player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the Pit Manager changes the card-handling method to "B"
    Then that is refused because "round-in-progress"
    When the cards "9H 2S KD QC" are dealt
    And the Pit Manager changes the card-handling method to "B"
    Then that is refused because "round-in-progress"
    When the dealer passes the "player" cards
    Then the cards go to player "A"

  @clause:mbs-tiger-v2:3.9.2
  Scenario: 3.9.2 Method C cannot be chosen for a table outside the HLGA
    Given the cards are handled by Method A
    When the Pit Manager changes the card-handling method to "C"
    Then that is refused because "invalid-method"

  @clause:mbs-tiger-v2:3.9.1
  Scenario Outline: 3.9.1 Under Method <method> the dealer keeps the dealing device
    Given the cards are handled by Method <method>
    When the dealer opens bets
    And player "A" takes the dealing device
    Then that is refused because "wrong-method"

    Examples:
      | method |
      | A      |
      | B      |

  @clause:mbs-tiger-v2:3.10.2 @interpretation:33
  Scenario: 3.10.2 Each hand's cards go to the highest wager on that hand
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 500 at position 1
    And player "B" places a "player" wager of 800 at position 2
    And player "C" places a "banker" wager of 300 at position 3
    And player "D" places a "banker" wager of 900 at position 4
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "player" cards
    Then the cards go to player "B"
    When the dealer passes the "banker" cards
    Then the cards go to player "D"

  @clause:mbs-tiger-v2:3.10.2 @interpretation:33
  Scenario: 3.10.2 A larger wager placed later still takes the cards
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "banker" wager of 500 at position 1
    And player "B" places a "banker" wager of 400 at position 2
    And player "B" increases their "banker" wager at position 2 by 200
    And the dealer closes bets
    And the cards "5H 6S" are dealt
    And the dealer passes the "banker" cards
    Then the cards go to player "B"

  @clause:mbs-tiger-v2:3.10.2 @interpretation:33
  Scenario: 3.10.2 The highest amount wagered is a Player's total on the hand, over several positions
    "The Players with the highest amount wagered on the 'Player' hand":
    500 at one position and 500 at another are 1,000 wagered by player A,
    more than player B's 800 at one.

    Given the cards are handled by Method A
    When the dealer opens bets
    And player "B" places a "player" wager of 800 at position 3
    And player "A" places a "player" wager of 500 at position 1
    And player "A" places a "player" wager of 500 at position 2
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "player" cards
    Then the cards go to player "A"
    When player "A" refuses the "player" cards
    Then the cards go to player "B"

  @clause:mbs-tiger-v2:3.10.3
  Scenario: 3.10.3 The highest refuses: the cards go to the next highest amount
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 900 at position 1
    And player "B" places a "player" wager of 500 at position 2
    And player "C" places a "player" wager of 700 at position 3
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "player" cards
    Then the cards go to player "A"
    When player "A" refuses the "player" cards
    Then the cards go to player "C"
    When player "C" refuses the "player" cards
    Then the cards go to player "B"

  @clause:mbs-tiger-v2:3.10.3
  Scenario: 3.10.3 Only the player holding the cards can refuse them
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 900 at position 1
    And player "B" places a "player" wager of 500 at position 2
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "player" cards
    And player "B" refuses the "player" cards
    Then that is refused because "not-receiver"

  @clause:mbs-tiger-v2:3.10.4
  Scenario: 3.10.4 Equal highest wagers: the first placed takes the cards
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "banker" wager of 800 at position 3
    And player "B" places a "banker" wager of 800 at position 1
    And player "C" places a "banker" wager of 800 at position 5
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "banker" cards
    Then the cards go to player "A"

  @clause:mbs-tiger-v2:3.10.4
  Scenario: 3.10.4 A wager withdrawn in the betting window and placed again is placed last
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And player "B" places a "player" wager of 800 at position 2
    And player "A" withdraws their "player" wager at position 1
    And player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "5H 6S" are dealt
    And the dealer passes the "player" cards
    Then the cards go to player "B"

  @clause:mbs-tiger-v2:3.10.4.1
  Scenario: 3.10.4.1 No wager on the hand: the Pit Supervisor chooses
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "banker" cards
    Then the Pit Supervisor chooses who handles the cards

  @clause:mbs-tiger-v2:3.10.4.1 @clause:mbs-tiger-v2:3.10.3
  Scenario: 3.10.4.1 Every player with a wager on the hand refuses: the Pit Supervisor chooses
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And player "B" places a "player" wager of 300 at position 2
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "player" cards
    And player "A" refuses the "player" cards
    And player "B" refuses the "player" cards
    Then the Pit Supervisor chooses who handles the cards

  @clause:mbs-tiger-v2:3.10.5 @interpretation:31
  Scenario Outline: 3.10.5 The first placed refuses: the cards move counter-clockwise (<case>)
    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position <a>
    And player "B" places a "player" wager of 800 at position <b>
    And player "C" places a "player" wager of 800 at position <c>
    And player "D" places a "player" wager of 200 at position 6
    And the dealer closes bets
    And the cards "5H 6S KD QC" are dealt
    And the dealer passes the "player" cards
    Then the cards go to player "A"
    When player "A" refuses the "player" cards
    Then the cards go to player "<next>"
    When player "<next>" refuses the "player" cards
    Then the cards go to player "<last>"
    When player "<last>" refuses the "player" cards
    Then the cards go to player "D"

    Examples:
      | case                       | a | b | c | next | last |
      | the next lower position    | 3 | 5 | 2 | C    | B    |
      | wrapping to the highest    | 1 | 2 | 5 | C    | B    |
      | past an empty seat         | 4 | 1 | 5 | B    | C    |

  @clause:mbs-tiger-v2:3.10.5 @interpretation:31
  Scenario: 3.10.5 The holder withdraws after a power failure, then refuses: counter-clockwise from their seat
    The player passed the cards may withdraw everything when the power
    fails before an outcome is established (5.17.1) and still refuse the
    cards after. The others still hold the equal highest wager the rule
    speaks of, so the cards move counter-clockwise from the seat of the
    wager they were passed for, not to the first placed of those left.

    Given the cards are handled by Method A
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 2
    And player "B" places a "player" wager of 800 at position 5
    And player "C" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "5H" are dealt
    And the dealer passes the "player" cards
    Then the cards go to player "A"
    When the power fails
    And player "A" chooses to withdraw all wagers
    And player "B" chooses to play on
    And player "C" chooses to play on
    And player "A" refuses the "player" cards
    Then the cards go to player "C"

  @clause:mbs-tiger-v2:3.11.2
  Scenario: 3.11.2 Under Method B the players may not handle the cards
    Given the cards are handled by Method B
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "5H 6S" are dealt
    And the dealer passes the "player" cards
    Then that is refused because "wrong-method"

  @clause:mbs-tiger-v2:3.11.2 @interpretation:30
  Scenario: 3.11.2 Under Method B no player handles the cards, so none can leave the table with them
    Given the cards are handled by Method B
    When the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "5H 6S" are dealt
    And the dealer reports the irregularity "player-left-with-cards"
    Then that is refused because "wrong-method"

  @clause:mbs-tiger-v2:3.12.8
  Scenario: 3.12.8 The player who accepts the dealing device keeps it from round to round
    Given the table is in the high limit gaming area
    And the cards are handled by Method C
    When player "A" takes the dealing device with the Assistant Casino Manager's permission
    And the dealer opens bets
    And player "A" places a "player" wager of 800 at position 1
    And the dealer closes bets
    And the cards "7H KS KS 6C" are dealt
    And the dealer settles the round
    Then that is accepted
    When player "B" takes the dealing device with the Assistant Casino Manager's permission
    Then that is refused because "device-held"

  @clause:mbs-tiger-v2:3.12.8.1
  Scenario: 3.12.8.1 The holder relinquishes the device: another player may take it
    Given the table is in the high limit gaming area
    And the cards are handled by Method C
    When player "A" takes the dealing device with the Assistant Casino Manager's permission
    And player "B" relinquishes the dealing device
    Then that is refused because "not-holder"
    When player "A" relinquishes the dealing device
    Then that is accepted with the notice "device-relinquished"
    When player "B" takes the dealing device with the Assistant Casino Manager's permission
    Then that is accepted with the notice "device-taken"

  @clause:mbs-tiger-v2:3.12.8.2 @interpretation:32
  Scenario Outline: 3.12.8.2 The holder's <wager> wager loses: control ends
    Given the table is in the high limit gaming area
    And the cards are handled by Method C
    When the dealer opens bets
    And player "A" places a "<wager>" wager of 800 at position 1
    And player "A" takes the dealing device
    And the dealer closes bets
    And the cards "<cards>" are dealt
    And the dealer settles the round
    Then that is accepted with the notice "device-control-ends"
    When player "B" takes the dealing device with the Assistant Casino Manager's permission
    Then that is accepted with the notice "device-taken"

    Examples:
      | wager  | cards       |
      | banker | 7H KS KS 6C |
      | player | 6H KS KS 7C |

  @clause:mbs-tiger-v2:3.12.8.2 @interpretation:32
  Scenario Outline: 3.12.8.2 The holder's wagers do not lose (<case>): control stays
    Given the table is in the high limit gaming area
    And the cards are handled by Method C
    When the dealer opens bets
    And player "A" places a "<wager>" wager of 800 at position 1
    And player "A" takes the dealing device
    And the dealer closes bets
    And the cards "<cards>" are dealt
    And the dealer settles the round
    Then that is accepted
    When player "B" takes the dealing device with the Assistant Casino Manager's permission
    Then that is refused because "device-held"

    Examples:
      | case                 | wager  | cards       |
      | Banker wins          | banker | 6H KS KS 7C |
      | a tie                | banker | 7H KS KS 7C |
      | a lost side wager    | tie    | 7H KS KS 6C |

  @clause:mbs-tiger-v2:3.12.2
  Scenario: 3.12.2 A player with no valid wager takes the dealing device only with the Assistant Casino Manager's permission
    At the discretion of an Assistant Casino Manager, a Player may be
    permitted to draw cards from the dealing device without having placed
    a valid wager. Between rounds nobody has a wager on the table.

    Given the table is in the high limit gaming area
    And the cards are handled by Method C
    When player "A" takes the dealing device
    Then that is refused because "no-valid-wager"
    When player "A" takes the dealing device with the Assistant Casino Manager's permission
    Then that is accepted with the notice "device-taken"

  @clause:mbs-tiger-v2:3.12.2 @clause:mbs-tiger-v2:3.12.8
  Scenario: 3.12.2 A player whose wager stands needs no permission; one who withdrew it does
    Given the table is in the high limit gaming area
    And the cards are handled by Method C
    When the dealer opens bets
    And player "A" places a "banker" wager of 800 at position 1
    And player "B" places a "player" wager of 500 at position 2
    And player "B" withdraws their "player" wager at position 2
    And player "B" takes the dealing device
    Then that is refused because "no-valid-wager"
    When player "A" takes the dealing device
    Then that is accepted with the notice "device-taken"
