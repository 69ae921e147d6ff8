# Made by bacctk pack new from rules.txt: a Rule per clause of section 4, quoting its words.
# Under each Rule add the scenarios that test the clause (the Rule's tag covers them),
# or give the clause a procedural reason in catalog.json.
Feature: Settlement

  @clause:harbour-ez:4.1
  Rule: 4.1
    A winning "Player" wager is paid even money.

  @clause:harbour-ez:4.2
  Rule: 4.2
    A winning "Banker" wager is paid even money, except that it is a push when the "Banker" wins with Dragon 7.

  @clause:harbour-ez:4.3
  Rule: 4.3
    A winning "Tie" wager is paid 8 to 1; "Player" and "Banker" wagers push on a tie.

  @clause:harbour-ez:4.4
  Rule: 4.4
    A "Dragon 7" wager is paid 40 to 1 and loses with any other outcome.

    Scenario: 4.4 A Banker win with three cards totalling 7 pays the Dragon 7 wager 40 to 1
      Given the game "harbour-ez" with 8 decks
      And the shoe is "2S 2C 3H AD KD 4S"
      And a wager of 100 on each of "banker" and "dragon-7"
      When the coup is dealt
      Then the Banker hand is "2C AD 4S" with total 7
      And the winner is "banker"
      And the "dragon-7" wager wins 4000

  @clause:harbour-ez:4.5
  Rule: 4.5
    A "Panda 8" wager is paid 25 to 1 and loses with any other outcome.

  @clause:harbour-ez:4.6
  Rule: 4.6
    The Pit Supervisor may refuse any wager.
