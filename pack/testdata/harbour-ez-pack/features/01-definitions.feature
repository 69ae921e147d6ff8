# Made by bacctk pack new from rules.txt: a Rule per clause of section 1, quoting its words.
# Under each Rule add the scenarios that test the clause (the Rule's tag covers them),
# or give the clause a procedural reason in catalog.json.
Feature: Definitions

  @clause:harbour-ez:1.1
  Rule: 1.1
    In these rules:

  @clause:harbour-ez:1.1.1
  Rule: 1.1.1
    "Hand" means the two or three cards dealt to "Player" or to "Banker" in a round.

  @clause:harbour-ez:1.1.2
  Rule: 1.1.2
    "Natural" means a total of eight or nine on the first two cards of a hand.

  @clause:harbour-ez:1.1.3
  Rule: 1.1.3
    "Dragon 7" means a "Banker" win with a total of seven on three cards.

  @clause:harbour-ez:1.1.4
  Rule: 1.1.4
    "Panda 8" means a "Player" win with a total of eight on three cards.
