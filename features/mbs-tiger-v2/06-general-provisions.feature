Feature: Tiger Baccarat v2, section 6: general provisions

  The general provisions: what the rules do not cover goes to the Gaming
  Shift Manager, anyone acting in a role may fill it, and the cards, not a
  display, decide an outcome. They are quoted here so that every clause of
  the document is; each rule says why no scenario checks it.

  Rule: 6.1 Irregularities the rules do not cover go to the Gaming Shift Manager
    If an irregularity occurs that is not covered by these rules, it shall
    be referred for the decision of the Gaming Shift Manager.

    # Procedural: referral to the shift manager; nothing to compute

  Rule: 6.2 Any role may be filled by someone acting in it or holding a higher position
    Any positions or functions that are outlined in these rules may also be
    performed by any person acting in that position or holding a higher
    position.

    # Procedural: staff hierarchy; nothing to compute

  Rule: 6.3 Result displays are informational; if one is wrong, the result from the cards stands
    Any display information provided by the Casino Operator on the outcome
    of the current and/or previous rounds of play is for information
    purposes only. In the event that the display information provided by the
    Casino Operator shows an incorrect outcome of the current and/or
    previous rounds of play, the actual outcome based on the cards dealt for
    the round of play shall stand, given the round of play has been
    conducted in accordance with the Game Rules.

    # Procedural: the results display is presentation outside the engine
