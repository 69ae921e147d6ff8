Feature: Harbour Club Pairs Baccarat, section 5: irregularities

  A round the shoe cannot finish, or one dealt a card of no deck of the
  game, is void and every wager comes back.

  @clause:harbour-pairs:5.1
  Rule: 5.1 Too few cards to finish a round: the round is void and every wager returned
    If the shoe has too few cards to complete a round, the round is void and every wager on it is returned.

    @clause:harbour-pairs:5.1
    Scenario Outline: 5.1 A shoe that runs out in the round voids it (<case>)
      If the cards run out before the round's last card, the round is void:
      no winner, and every wager comes back.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the round is void because "insufficient-cards"
      And the "player" wager is returned
      And the "banker" wager is returned

      Examples:
        | case                            | shoe        |
        | three cards                     | 2H 7S 3D    |
        | no card for the Player's third  | 2H 7S 3D KC |

    @clause:harbour-pairs:5.1
    Scenario: 5.1 A round that needs no more cards than the shoe holds stands
      Given the game "harbour-pairs" with 8 decks
      And the shoe is "8H 2S KD 3C"
      And a "player" wager of 100
      When the coup is dealt
      Then the round stands
      And the "player" wager wins 100

  @clause:harbour-pairs:5.2
  Rule: 5.2 A card of no deck of the game voids its round, wagers returned; earlier rounds stand
    If a card that is not one of the game's decks is dealt in a round, that round is void and every wager on it is returned; rounds completed before it stand.

    @clause:harbour-pairs:5.2
    Scenario: 5.2 A card of no standard deck voids its round and every wager is returned
      A 6 Star card is no card of this game's decks.

      Given the game "harbour-pairs" with 8 decks
      And the shoe is "2H 7S 9Fi KC 4S"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the round is void because "foreign-card"
      And the "player" wager is returned
      And the "banker" wager is returned

    @clause:harbour-pairs:5.2
    Scenario: 5.2 Rounds completed before the foreign card keep their results
      Given the game "harbour-pairs" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S 3D KC 4S 5H 6S 9Fi KD QC 6D TS"
      And a wager of 100 on each of "banker" and "player"
      When the shoe is played
      Then 3 rounds are played
      And the shoe ends because "void"
      And in round 1, the winner is "banker"
      And in round 1, the "player" wager loses
      And in round 2, the winner is "player"
      And in round 2, the "player" wager wins 100
      And round 3 is void because "foreign-card"
      And in round 3, the "banker" wager is returned
      And in round 3, the "player" wager is returned

  @clause:harbour-pairs:5.3
  Rule: 5.3 A dispute is decided by the Shift Manager
    Any dispute about a round is decided by the Shift Manager, whose decision is final.

    # Procedural: a decision of the casino's staff about a dispute; no dealt round shows it.
