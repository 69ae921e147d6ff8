# Made by bacctk pack new from rules.txt: a Rule per clause of section 2, quoting its words.
# Under each Rule add the scenarios that test the clause (the Rule's tag covers them),
# or give the clause a procedural reason in catalog.json.
Feature: Equipment

  @clause:harbour-ez:2.1
  Rule: 2.1
    The game is played with eight decks of 52 cards, shuffled together and dealt from a shoe.

  @clause:harbour-ez:2.2
  Rule: 2.2
    The layout shows betting areas for "Player", "Banker", "Tie", "Dragon 7" and "Panda 8" wagers.
