# Made by bacctk pack new from rules.txt: a Rule per clause of section 3, quoting its words.
# Under each Rule add the scenarios that test the clause (the Rule's tag covers them),
# or give the clause a procedural reason in catalog.json.
Feature: Play

  @clause:harbour-ez:3.1
  Rule: 3.1
    The Dealer announces "Place your bets" to open wagering and "No more bets" to close it.

  @clause:harbour-ez:3.2
  Rule: 3.2
    Two cards are dealt to each hand, alternately, "Player" first.

  @clause:harbour-ez:3.3
  Rule: 3.3
    A third card is drawn only as the Drawing Rules posted at the table require; no third card is drawn when either hand has a Natural.
