Feature: Tiger Baccarat v2, section 3: how to play (card values, totals, wagers, the deal, the winner, the Tiger wagers, the cutting card)

  The Table of Play (rule 3.15) has its own file, 03-table-of-play.feature.
  The rules about wagers rather than cards (the betting window 3.1 and 3.2,
  limits and shared playing areas 3.5.1, side wagers before the deal 3.6,
  three wagers per area 3.7 and 3.7.1, the HLGA cutting card 3.22.1) are
  checked with the table lifecycle at the end of this file. How the cards
  are handled (Methods A, B and C, squeezing) changes neither the cards nor
  the result and is not checked.

  In the card-value outlines the Banker is given a Natural 9 (9S KC) so that
  nobody draws and the Player's two-card total can be read directly.

  Rule: 3.1 Betting opens, and the round begins, with the dealer's call for bets
    Commencement of play shall begin when the Dealer announces "Place your
    bets, please".

    @clause:mbs-tiger-v2:3.1
    Scenario: 3.1 Wagers are taken only once the dealer has called for bets
      Play begins with the dealer's call "Place your bets": before it no wager
      can be placed and bets cannot be closed; after it wagers are taken.

      Given the game "mbs-tiger-v2" with 8 decks
      When player "A" places a "tiger" wager of 500 at position 1
      Then that is refused because "betting-not-open"
      When the dealer closes bets
      Then that is refused because "betting-not-open"
      When the dealer opens bets
      Then that is accepted
      And the table state is "betting-open"
      When player "A" places a "tiger" wager of 500 at position 1
      Then that is accepted

    @clause:mbs-tiger-v2:3.1 @clause:mbs-tiger-v2:3.2
    Scenario: 3.1, 3.2 A round at the table: bets open, bets close, cards, settlement
      Between the call for bets and "No more bets" players place, raise and
      take back wagers; the cards come only after the close; the round is then
      settled on the wagers as they stood at the close. The Banker wins here
      with a three-card 6.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "big-tiger" wager of 100 at position 2
      And player "B" places a "tie" wager of 100 at position 2
      And player "A" increases their "banker" wager at position 1 by 1,000
      And player "B" withdraws their "tie" wager at position 2
      Then that is accepted
      When the card "5H" is dealt
      Then that is refused because "bets-not-closed"
      When the dealer closes bets
      Then that is accepted
      And the table state is "betting-closed"
      When the cards "5H 6S KD QC 6D TS" are dealt
      Then the table state is "complete"
      When the dealer settles the round
      Then the Player hand is "5H KD 6D" with total 1
      And the Banker hand is "6S QC TS" with total 6
      And player "A"'s "banker" wager at position 1 is settled on a stake of 2,000
      And player "A"'s "banker" wager at position 1 wins 1,900
      And player "B"'s "big-tiger" wager at position 2 wins 5,000
      And player "B" has no "tie" wager at position 2 in the settlement

    @clause:mbs-tiger-v2:3.1 @clause:mbs-tiger-v2:3.2
    Scenario: 3.1, 3.2 A wager decreased while bets are open is settled on what remains
      Until bets close a player may take back part of a wager as well as all
      of it: the rest stays on the layout, and the round is settled on it.
      An engine that takes the whole wager for a part settles no wager here.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 1,000 at position 1
      And player "A" withdraws 400 from their "player" wager at position 1
      Then that is accepted
      When the dealer closes bets
      And the cards "7H KS KS 3C 2D" are dealt
      And the dealer settles the round
      Then the winner is "player"
      And player "A"'s "player" wager at position 1 is settled on a stake of 600
      And player "A"'s "player" wager at position 1 wins 600

  Rule: 3.2 Betting closes when the dealer calls No more bets
    Closing of bets shall take effect when the Dealer announces "No more
    bets".

    @clause:mbs-tiger-v2:3.2
    Scenario: 3.2 "No more bets" closes the betting
      After the call "No more bets" the betting is closed and the table waits
      for the cards; a second close changes nothing.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "player" wager of 500 at position 1
      And the dealer closes bets
      Then that is accepted
      And the table state is "betting-closed"
      When the dealer closes bets
      Then that is refused because "bets-closed"

  Rule: 3.3 Card point values are as set out in the two sub-clauses below
    The point value of cards shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.3 under other rules.

  Rule: 3.3.1 An Ace counts one; Two to Nine count their face value
    Any card from Two to Nine inclusive shall have its point value as its
    face value and an Ace shall have as its point value a value of one; and

    @clause:mbs-tiger-v2:3.3 @clause:mbs-tiger-v2:3.3.1
    Scenario Outline: 3.3.1 <card> counts <value>
      An Ace counts one point; a Two to a Nine counts its face value, whatever
      its suit.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<card> 9S KD KC 5H"
      When the coup is dealt
      Then the Player hand is "<card> KD" with total <value>

      Examples:
        | card | value |
        | AS   | 1     |
        | AD   | 1     |
        | 2H   | 2     |
        | 3D   | 3     |
        | 4C   | 4     |
        | 5S   | 5     |
        | 6H   | 6     |
        | 7D   | 7     |
        | 8C   | 8     |
        | 9H   | 9     |

  Rule: 3.3.2 Tens, Jacks, Queens and Kings count zero
    Any Ten, Jack, Queen or King shall have a point value of zero.

    @clause:mbs-tiger-v2:3.3 @clause:mbs-tiger-v2:3.3.2
    Scenario Outline: 3.3.2 <card> counts zero
      Tens, Jacks, Queens and Kings count nothing. A Ten may be written 10 on
      input; it is always reported as T.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<card> 9S <other> KC 5H"
      When the coup is dealt
      Then the Player hand is "<printed> <other>" with total 0

      Examples:
        | card | other | printed |
        | TH   | KD    | TH      |
        | JD   | QS    | JD      |
        | QC   | TD    | QC      |
        | KS   | JH    | KS      |
        | 10H  | KD    | TH      |

  Rule: 3.4 A hand's point total is worked out as in the two sub-clauses below
    The point total of a hand shall be as follows:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.4 under other rules.

  Rule: 3.4.1 A card sum from 0 to 9 is itself the point total
    Where the total value of the cards in the hand is a number between zero
    and nine, the point total shall be that number; or

    @clause:mbs-tiger-v2:3.4 @clause:mbs-tiger-v2:3.4.1
    Scenario Outline: 3.4.1 Cards adding up to <sum> give a point total of <pt>
      If the point values of a hand's cards add up to nine or less, that sum
      is the hand's point total.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>

      Examples:
        | sum | shoe              | player   | pt |
        | 0   | KH 9S QD KC 5H    | KH QD    | 0  |
        | 1   | AH 9S KD KC 5H    | AH KD    | 1  |
        | 5   | 2H 9S 3D KC 5H    | 2H 3D    | 5  |
        | 9   | 2H 7S 3D KC 4S 9D | 2H 3D 4S | 9  |

  Rule: 3.4.2 A card sum of 10 or more counts only its last digit (sum modulo 10)
    Where the total value of the cards in the hand is the number ten or a
    higher number, the point total shall be the right digit of that number
    only.

    @clause:mbs-tiger-v2:3.4 @clause:mbs-tiger-v2:3.4.2
    Scenario Outline: 3.4.2 Cards adding up to <sum> give a point total of <pt>
      If the point values add up to ten or more, only the last digit counts:
      the point total is the sum less ten (or twenty).

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>

      Examples:
        | sum | shoe                 | player   | pt | banker   | bt |
        | 10  | 4H 9S 6D KC 5H       | 4H 6D    | 0  | 9S KC    | 9  |
        | 15  | 7H 9S 8D KC 5H       | 7H 8D    | 5  | 9S KC    | 9  |
        | 18  | 9H 9S 9D KC 5H       | 9H 9D    | 8  | 9S KC    | 9  |
        | 19  | 5H KS 5D 3C 9C 8S 2D | 5H 5D 9C | 9  | KS 3C 8S | 1  |
        | 20  | 6H KS 5D KC 9C 7S 2D | 6H 5D 9C | 0  | KS KC 7S | 7  |

  Rule: 3.5 The game offers Player, Banker, Tie, Tiger, Big Tiger, Small Tiger, Tiger Pair and Tiger Tie
    The available wagers are "Player", "Banker", "Tie", "Tiger", "Big
    Tiger", "Small Tiger", "Tiger Pair" and "Tiger Tie".

    @clause:mbs-tiger-v2:3.5
    Scenario Outline: 3.5 A "<wager>" wager alone settles as it does beside the other seven
      The game offers eight wagers, each independent of the others: any of
      them may be played alone or with any others, and none changes how
      another settles. The round is the same in every row: Player 7-7-6 for
      0 against Banker 3-3-T for a three-card 6, the first two cards of both
      hands being pairs of different ranks.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "7S 3H 7D 3C 6D TS 2C"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the "<wager>" wager <outcome>

      Examples:
        | wager       | outcome   |
        | banker      | wins 95   |
        | player      | loses     |
        | tie         | loses     |
        | tiger       | wins 2000 |
        | small-tiger | loses     |
        | big-tiger   | wins 5000 |
        | tiger-pair  | wins 2000 |
        | tiger-tie   | loses     |

    @clause:mbs-tiger-v2:3.5
    Scenario: 3.5 All eight wagers together settle as each does alone
      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "7S 3H 7D 3C 6D TS 2C"
      And a wager of 100 on each of "tiger-tie", "tiger-pair", "big-tiger", "small-tiger", "tiger", "tie", "player" and "banker"
      When the coup is dealt
      Then the wagers settle as:
        | wager       | result | win  |
        | tiger-tie   | lose   |      |
        | tiger-pair  | win    | 2000 |
        | big-tiger   | win    | 5000 |
        | small-tiger | lose   |      |
        | tiger       | win    | 2000 |
        | tie         | lose   |      |
        | player      | lose   |      |
        | banker      | win    | 95   |

  Rule: 3.5.1 One or several players may bet at a playing area, each wager within the table's minimum and maximum
    Each wager at a particular playing area may be placed by individual or
    multiple Players, provided that it is within the minimum and maximum
    limits displayed at the table.

    @clause:mbs-tiger-v2:3.5.1
    Scenario: 3.5.1 Several players share a playing area, each wager within the table's limits
      One playing area (here Banker at position 1) takes the wagers of several
      players; each is its own wager and is settled on its own stake. Wagers
      from the minimum to the maximum, both included, are played in full.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table limits are 1,000 to 100,000
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "banker" wager of 2,500 at position 1
      And player "C" places a "banker" wager of 100,000 at position 1
      Then that is accepted
      When the dealer closes bets
      And the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      Then the winner is "banker"
      And player "A"'s "banker" wager at position 1 is settled on a stake of 1,000
      And player "A"'s "banker" wager at position 1 wins 950
      And player "B"'s "banker" wager at position 1 is settled on a stake of 2,500
      And player "B"'s "banker" wager at position 1 wins 2,375
      And player "C"'s "banker" wager at position 1 is settled on a stake of 100,000
      And player "C"'s "banker" wager at position 1 wins 95,000

  Rule: 3.6 Before the deal, side wagers (Tie, Tiger family, Tiger Pair) may be placed without a Player or Banker wager
    Prior to the cards being dealt, and regardless of whether or not the
    Player has wagered on "Player" or "Banker", a Player may place wagers on
    "Tie", "Tiger", "Big Tiger", "Small Tiger", "Tiger Pair" or "Tiger Tie".

    @clause:mbs-tiger-v2:3.6 @interpretation:1
    Scenario: 3.6 The side wagers may be played without a Player or Banker wager
      Tie, Tiger, Big Tiger, Small Tiger, Tiger Pair and Tiger Tie do not need
      a wager on Player or Banker beside them: placed alone, they are settled
      on the round. Here the Banker wins with a two-card 6 against 1.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "KH 6S QD KC AC 9D"
      And a wager of 100 on each of "tie", "tiger", "big-tiger", "small-tiger", "tiger-pair" and "tiger-tie"
      When the coup is dealt
      Then the winner is "banker"
      And the wagers settle as:
        | wager       | result | win  |
        | tie         | lose   |      |
        | tiger       | win    | 1200 |
        | big-tiger   | lose   |      |
        | small-tiger | win    | 2200 |
        | tiger-pair  | lose   |      |
        | tiger-tie   | lose   |      |

    @clause:mbs-tiger-v2:3.6
    Scenario: 3.6 Side wagers are placed before the cards, with or without a Player or Banker wager
      While betting is open a player may place Tie and the Tiger wagers
      without any wager on Player or Banker; once the cards are coming they
      can no longer be placed. The Banker wins here with a two-card 6.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "tiger" wager of 100 at position 1
      And player "A" places a "small-tiger" wager of 100 at position 1
      And player "A" places a "tiger-pair" wager of 100 at position 1
      And player "A" places a "tie" wager of 100 at position 1
      Then that is accepted
      When the dealer closes bets
      And the card "KH" is dealt
      And player "B" places a "tiger-tie" wager of 100 at position 2
      Then that is refused because "bets-closed"
      When the cards "6S AD KC TC" are dealt
      And the dealer settles the round
      Then the winner is "banker"
      And player "A"'s "tiger" wager at position 1 wins 1,200
      And player "A"'s "small-tiger" wager at position 1 wins 2,200
      And player "A"'s "tiger-pair" wager at position 1 loses
      And player "A"'s "tie" wager at position 1 loses
      And player "B" has no "tiger-tie" wager at position 2 in the settlement

  Rule: 3.7 At most three wagers are allowed per playing area
    A maximum of three wagers per playing area shall be permitted.

    @clause:mbs-tiger-v2:3.7
    Scenario: 3.7 A playing area holds at most three wagers
      A playing area is one wager at one position. Three players may wager
      there; a fourth is refused, but may wager in another area, at the same
      position or another. A wager withdrawn while betting is open frees its
      place.

      Given the game "mbs-tiger-v2" with 8 decks
      When the dealer opens bets
      And player "A" places a "banker" wager of 500 at position 1
      And player "B" places a "banker" wager of 500 at position 1
      And player "C" places a "banker" wager of 500 at position 1
      Then that is accepted
      When player "D" places a "banker" wager of 500 at position 1
      Then that is refused because "area-full"
      When player "D" places a "banker" wager of 500 at position 2
      Then that is accepted
      When player "D" places a "tie" wager of 500 at position 1
      Then that is accepted
      When player "C" withdraws their "banker" wager at position 1
      And player "E" places a "banker" wager of 500 at position 1
      Then that is accepted
      When the dealer closes bets
      And the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      Then player "A"'s "banker" wager at position 1 wins 475
      And player "E"'s "banker" wager at position 1 wins 475
      And player "D"'s "banker" wager at position 2 wins 475
      And player "D"'s "tie" wager at position 1 loses
      And player "D" has no "banker" wager at position 1 in the settlement
      And player "C" has no "banker" wager at position 1 in the settlement

  Rule: 3.7.1 The Pit Manager may set a per-area limit lower than three wagers
    A Pit Manager may, at his discretion, restrict the number of wagers to
    less than three.

    @clause:mbs-tiger-v2:3.7 @clause:mbs-tiger-v2:3.7.1
    Scenario Outline: 3.7.1 With at most <n> wagers per playing area, <taken> of three players' wagers are taken
      The pit manager may allow fewer than three wagers per playing area; the
      wagers beyond the limit are refused.

      Given the game "mbs-tiger-v2" with 8 decks
      And a playing area holds at most <n> wagers
      When the dealer opens bets
      And player "A" places a "tiger" wager of 500 at position 1
      Then that is accepted
      When player "B" places a "tiger" wager of 500 at position 1
      Then that is <second>
      When player "C" places a "tiger" wager of 500 at position 1
      Then that is <third>

      Examples:
        | n | taken | second                      | third                       |
        | 1 | 1     | refused because "area-full" | refused because "area-full" |
        | 2 | 2     | accepted                    | refused because "area-full" |
        | 3 | 3     | accepted                    | accepted                    |

    @clause:mbs-tiger-v2:3.7 @clause:mbs-tiger-v2:3.7.1
    Scenario: 3.7.1 The limit of wagers per playing area can be lowered, not raised above three
      The pit manager's discretion is to restrict the number below three: a
      table set to four wagers per area is not a table the rules allow, and
      the engine must refuse it as invalid.

      Given the game "mbs-tiger-v2" with 8 decks
      And a playing area holds at most 4 wagers
      When the dealer opens bets
      Then the request is refused as invalid

  Rule: 3.8 Staff may place wagers for a player who asks; the player must see that it is done right
    The Dealer, Pit Supervisor or Pit Manager may, at the request of a
    Player, place wagers on behalf of the Player. It is the Player's
    responsibility to ensure that the placement is carried out correctly.

    # Procedural: who physically places the chips is a floor procedure

  Rule: 3.9 Each round is run under one of the card-handling Methods A, B or C
    The round of play shall be conducted in accordance with one of the
    following methods, namely "Method A", "Method B" or "Method C", as
    described in Rules 3.10 to 3.12.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.9 in 96-card-handling.feature.

  Rule: 3.9.1 Under Methods A and B the dealer keeps hold of the dealing device throughout
    The Dealer shall retain control of the dealing device at all times when
    dealing in accordance with "Method A" and "Method B".

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.9.1 in 96-card-handling.feature.

  Rule: 3.9.2 Pit Manager picks A or B before a round; Method C needs an Assistant Casino Manager and is HLGA-only
    "Method A" or "Method B" shall be used, at the discretion of the Pit
    Manager, and may be changed at any time before the commencement of each
    round of play. "Method C" shall be allowed at the discretion of an
    Assistant Casino Manager, and shall only be permitted within HLGA.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.9.2 in 96-card-handling.feature.

  Rule: 3.10 Method A: the dealer deals and the biggest bettors handle the cards
    Method A:

    # Procedural: card handling under Method A is a floor procedure; it changes neither the cards nor the result

  Rule: 3.10.1 The dealer draws from the dealing device and makes the announcements
    The Dealer shall draw the cards from a dealing device in accordance with
    the Game Rules and the announcements shall be made by the Dealer.

    # Procedural: who draws and announces is a floor procedure

  Rule: 3.10.2 The dealer hands each hand face down to the biggest bettor on that hand
    The Dealer shall pass the cards for the "Player" hand and the "Banker"
    hand face downwards to the Players with the highest amount wagered on
    the "Player" hand and the "Banker" hand respectively.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.10.2 in 96-card-handling.feature.

  Rule: 3.10.3 If that bettor declines the cards, they go to the next biggest bettor on that hand
    If a Player with the highest amount wagered on either hand refuses to
    accept the cards, the cards shall be passed face downwards to the Player
    having the next highest amount wagered on that hand.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.10.3 in 96-card-handling.feature.

  Rule: 3.10.4 When top wagers on a hand are equal, the player who bet first gets the cards
    In the event that two or more Players have made a wager on either hand
    which constitutes the highest amount wagered on that hand, the Dealer
    shall first pass the cards face downwards to that Player that first
    placed the equal highest wager.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.10.4 in 96-card-handling.feature.

  Rule: 3.10.4.1 Failing that, the Pit Supervisor chooses who handles the cards
    If the above parameters cannot be met, the Player to handle the cards
    shall be at the Pit Supervisor's discretion.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.10.4.1 in 96-card-handling.feature.

  Rule: 3.10.5 If that player declines, the cards move counter-clockwise to the next equal top bettor
    If that Player refuses to accept the cards, the cards shall be passed
    face downwards by the Dealer to the next Player with the equal highest
    wager, moving counter clockwise around the table.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.10.5 in 96-card-handling.feature.

  Rule: 3.10.6 The dealer picks which hand to reveal first once the four initial cards are out
    After the initial deal, the Dealer shall determine the hand that shall
    be revealed first, i.e. "Player" then "Banker" or "Banker" then
    "Player".

    # Procedural: order of revealing is a floor procedure; it does not change the result

  Rule: 3.10.7 Further cards are dealt face down, then exposed unless a player is squeezing that hand
    Further cards required in accordance with Table of Play shall be dealt
    face down then exposed when no Player is squeezing cards for the hand,
    either "Player", "Banker" or both as the case may be, or face down
    whenever a Player is squeezing cards.

    # Procedural: exposing and squeezing cards is a floor procedure

  Rule: 3.11 Method B: only the dealer handles the cards
    Method B:

    # Procedural: card handling under Method B is a floor procedure; it changes neither the cards nor the result

  Rule: 3.11.1 The dealer draws the cards, lays them in the layout's card areas and announces
    The Dealer shall draw the cards from a dealing device and place them in
    the areas designated on the table layout in accordance with the Game
    Rules and the announcements shall be made by the Dealer.

    # Procedural: who draws and where cards lie is a floor procedure

  Rule: 3.11.2 The dealer alone controls both hands; players may not touch the cards
    The Dealer shall retain control of the cards for both the "Player" hand
    and the "Banker" hand. Players shall not be permitted to handle the
    cards when the game is conducted in accordance with "Method B".

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.11.2 in 96-card-handling.feature.

  Rule: 3.12 Method C: a player draws the cards from a card-reading dealing device
    Method C:

    # Procedural: card handling under Method C is a floor procedure; it changes neither the cards nor the result

  Rule: 3.12.1 A player draws from a card-reading dealing device while the dealer announces
    The Player shall draw the cards from a dealing device with the
    capability to read cards in accordance with the Game Rules and the
    announcements shall be made by the Dealer.

    # Procedural: who draws the cards is a floor procedure

  Rule: 3.12.2 An Assistant Casino Manager may let a player without a valid wager draw the cards
    At the discretion of an Assistant Casino Manager, a Player may be
    permitted to draw cards from the dealing device without having placed a
    valid wager.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.12.2 in 96-card-handling.feature.

  Rule: 3.12.3 A hand to be exposed by another player is passed face down through the dealer
    When one hand is to be exposed by a Player other than the Player
    controlling the dealing device, the appropriate hand shall be passed
    face down to a Dealer who in turn shall pass the cards to the Player to
    expose them.

    # Procedural: card passing is a floor procedure

  Rule: 3.12.4 The device holder must draw where the table staff can see it at all times
    The Player controlling the dealing device shall draw the cards in full
    view of the table games staff at all times.

    # Procedural: a surveillance requirement; nothing to compute

  Rule: 3.12.5 Once exposed, the initial hands are put in their areas of the table
    When the cards have been exposed by the Player/s or the Dealer, the
    initial "Player" and "Banker" hands shall be placed in the appropriate
    area of the table.

    # Procedural: card placement is a floor procedure

  Rule: 3.12.6 Further cards are drawn by the device holder and exposed by players or the dealer
    Further cards required in accordance with Table of Play shall be dealt
    by the Player controlling the dealing device and exposed by the relevant
    Player/s or the Dealer.

    # Procedural: who draws and exposes cards is a floor procedure

  Rule: 3.12.7 Exposed cards are placed in their area of the layout
    Once the cards are exposed, they shall be placed on the appropriate area
    of the table layout.

    # Procedural: card placement is a floor procedure

  Rule: 3.12.8 The player who takes the dealing device keeps it until one of the events below
    A Player accepting the dealing device may retain control until:

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.12.8 in 96-card-handling.feature.

  Rule: 3.12.8.1 ...until the player chooses to give it up
    He/she elects to relinquish control; or

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.12.8.1 in 96-card-handling.feature.

  Rule: 3.12.8.2 ...or until that player's wager loses
    His/her wager loses.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.12.8.2 in 96-card-handling.feature.

  Rule: 3.13 Two hands are dealt, Player and Banker, in the order below
    There shall be two hands dealt, one of which shall be designated as the
    "Player" hand and the other as the "Banker" hand, with:

    @clause:mbs-tiger-v2:3.13 @clause:mbs-tiger-v2:3.13.1 @clause:mbs-tiger-v2:3.13.2
    Scenario Outline: 3.13 Two hands; cards one and three to the Player, two and four to the Banker (<shoe>)
      Each round deals two hands, the Player hand and the Banker hand. The
      first four cards out of the shoe go Player, Banker, Player, Banker: the
      Player's two cards are the first and the third (3.13.1), the Banker's the
      second and the fourth (3.13.2). Any third card comes after these four.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"

      Examples:
        | shoe                 | player   | pt | banker   | bt | winner |
        | AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | banker |
        | 9S AH KC 7D 5H       | 9S KC    | 9  | AH 7D    | 8  | player |
        | 2H 7S 3D KC 4S 9D    | 2H 3D 4S | 9  | 7S KC    | 7  | player |
        | QH QS QD QC 5H 7D 2C | QH QD 5H | 5  | QS QC 7D | 7  | banker |

  Rule: 3.13.1 Cards one and three drawn are the Player hand's first two cards
    The first and third cards dealt representing the first and second cards
    of the "Player" hand; and

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.13.1 under other rules.

  Rule: 3.13.2 Cards two and four drawn are the Banker hand's first two cards
    The second and fourth cards dealt representing the first and second
    cards of the "Banker" hand.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.13.2 under other rules.

  Rule: 3.14 The four initial cards alone decide the Tiger Pair wager
    These four cards shall determine the outcome of "Tiger Pair" wagers.

    @clause:mbs-tiger-v2:3.14
    Scenario Outline: 3.14 The first four cards alone decide the Tiger Pair wager (<case>)
      Tiger Pair is settled on the four cards of the initial deal: a third
      card that matches a hand's first card makes no pair, and who wins the
      round does not matter.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "tiger-pair" wager of 100
      When the coup is dealt
      Then the winner is "<winner>"
      And the "tiger-pair" wager <tiger pair>

      Examples:
        | case                                   | shoe                 | winner | tiger pair |
        | Player pair, Player wins               | 4H 2S 4D 3C KS       | player | wins 400   |
        | Banker pair, Player wins               | 9C 6D KS 6S 5H       | player | wins 400   |
        | Banker pair, Banker wins               | 2S 9H 3C 9D 5C       | banker | wins 400   |
        | both pairs, a tie                      | 8H 8S 8D 8C 5H       | tie    | wins 10000 |
        | a Player third card matching the first | 5H 2S KD 3C 5C AS 9D | banker | loses      |
        | a Banker third card matching           | 2H 3S 3D KC 4S 3C 9D | player | loses      |
        | no pair                                | 2H 7S 3D KC 4S 9D    | player | loses      |

  Rule: 3.16 The hand with the higher point total wins the round
    The winning outcome shall be determined based on the hand with the
    highest point total.

    @clause:mbs-tiger-v2:3.16
    Scenario Outline: 3.16 The higher point total wins (<pt> against <bt>)
      The hand with the higher final point total wins the round: a Player
      wager wins when the Player's is higher, a Banker wager when the
      Banker's is.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player" and "banker"
      When the coup is dealt
      Then the Player total is <pt>
      And the Banker total is <bt>
      And the winner is "<winner>"
      And the "player" wager <player>
      And the "banker" wager <banker>

      Examples:
        | shoe                 | pt | bt | winner | player   | banker  |
        | 2H 7S 3D KC 4S 9D    | 9  | 7  | player | wins 100 | loses   |
        | QH QS QD QC 5H 7D 2C | 5  | 7  | banker | loses    | wins 95 |
        | 9S AH KC 7D 5H       | 9  | 8  | player | wins 100 | loses   |
        | AH 9S 7D KC 5H       | 8  | 9  | banker | loses    | wins 95 |
        | KH AS QD KC TC JS 9D | 0  | 1  | banker | loses    | wins 95 |
        | 7H 6S KD KC 9C       | 7  | 6  | player | wins 100 | loses   |

  Rule: 3.16.1 Equal totals are a Tie: Player and Banker push, Tie wagers win; Tiger Tie wins only on a tie at 6
    If the "Player" and "Banker" hands have an identical point total, the
    round of play is a "Tie". The initial wagers on "Player" and "Banker" do
    not win or lose in this case and all "Tie wager" wins with the exception
    of "Tiger Tie", which wins only when the round of play concludes on a
    tie with a point total of six as indicated in Rule 1.1.15.

    @clause:mbs-tiger-v2:3.16.1 @clause:mbs-tiger-v2:1.1.11
    Scenario Outline: 3.16.1 Equal totals of <total> are a Tie: Player and Banker push, Tie wins, Tiger Tie <tiger tie>
      If both hands end on the same point total the round is a Tie: wagers on
      Player and on Banker neither win nor lose (the stake comes back) and the
      Tie wager wins 8 to 1. Tiger Tie is the exception: it wins only on a
      tie on 6 (35 to 1) and loses on every other tie.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a wager of 100 on each of "player", "banker", "tie" and "tiger-tie"
      When the coup is dealt
      Then the Player total is <total>
      And the Banker total is <total>
      And the winner is "tie"
      And the "player" wager pushes
      And the "banker" wager pushes
      And the "tie" wager wins 800
      And the "tiger-tie" wager <tiger tie>

      Examples:
        | total | shoe                 | tiger tie |
        | 0     | KH QS KD QC TH JS 9D | loses     |
        | 1     | AH AS KD KC TH TS 9D | loses     |
        | 2     | 2H 2S KD KC TH TS 9D | loses     |
        | 3     | 3H 3S KD KC TH TS 9D | loses     |
        | 4     | 4H 4S KD KC TH TS 9D | loses     |
        | 5     | KH QS JD TC 5H 5D 9D | loses     |
        | 6     | 6H 6S KD KC 9C       | wins 3500 |
        | 7     | 2H 4S 3D KC 2C 3S 9D | loses     |
        | 8     | 8H 8S KD KC 9D       | loses     |
        | 9     | 9H 9S KD KC 9D       | loses     |

  Rule: 3.17 Tiger wins when Banker wins with a total of 6, on two or on three cards
    When the "Banker" wins with a total of six points on either two or three
    cards, the "Tiger" wager shall win.

    Scenario Outline: 3.17-3.20 The "<wager>" wager when <case>
      If the Banker wins with a point total of 6, Tiger wins on two cards or
      on three (3.17), Small Tiger only on two cards (3.18), Big Tiger only on
      three (3.19). If both hands tie on 6, Tiger Tie wins (3.20), whatever
      the number of cards. A 6 that does not win loses Tiger, Small Tiger and
      Big Tiger.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "<wager>" wager of 100
      When the coup is dealt
      Then the Banker hand is "<banker>" with total <bt>
      And the winner is "<winner>"
      And the "<wager>" wager <outcome>

      @clause:mbs-tiger-v2:3.17
      Examples: 3.17 Tiger
        | wager | case                                | shoe                 | banker   | bt | winner | outcome   |
        | tiger | the Banker wins with a two-card 6   | KH 6S QD KC AC 9D    | 6S KC    | 6  | banker | wins 1200 |
        | tiger | the Banker wins with a three-card 6 | 5H 6S KD QC 6D TS 9D | 6S QC TS | 6  | banker | wins 2000 |
        | tiger | the hands tie on 6                  | 6H 6S KD KC 9C       | 6S KC    | 6  | tie    | loses     |
        | tiger | the Banker's 6 loses to 7           | 7H 2S KD KC 4S 9D    | 2S KC 4S | 6  | player | loses     |

      @clause:mbs-tiger-v2:3.18
      Examples: 3.18 Small Tiger
        | wager       | case                                | shoe                 | banker   | bt | winner | outcome   |
        | small-tiger | the Banker wins with a two-card 6   | KH 6S QD KC AC 9D    | 6S KC    | 6  | banker | wins 2200 |
        | small-tiger | the Banker wins with a three-card 6 | 5H 6S KD QC 6D TS 9D | 6S QC TS | 6  | banker | loses     |
        | small-tiger | the hands tie on a two-card 6       | 6H 6S KD KC 9C       | 6S KC    | 6  | tie    | loses     |

      @clause:mbs-tiger-v2:3.19
      Examples: 3.19 Big Tiger
        | wager     | case                                | shoe                 | banker   | bt | winner | outcome   |
        | big-tiger | the Banker wins with a three-card 6 | 7S 3H 7D 3C 6D TS 2C | 3H 3C TS | 6  | banker | wins 5000 |
        | big-tiger | the Banker wins with a two-card 6   | KH 6S QD KC AC 9D    | 6S KC    | 6  | banker | loses     |
        | big-tiger | the hands tie on a three-card 6     | 6H 2S KD KC 4S 9D    | 2S KC 4S | 6  | tie    | loses     |

      @clause:mbs-tiger-v2:3.20
      Examples: 3.20 Tiger Tie
        | wager     | case                                     | shoe                 | banker   | bt | winner | outcome   |
        | tiger-tie | the hands tie on 6 with two cards each   | 6H 6S KD KC 9C       | 6S KC    | 6  | tie    | wins 3500 |
        | tiger-tie | the hands tie on 6 with three cards each | 2H 3S 3D KC AC 3H 9D | 3S KC 3H | 6  | tie    | wins 3500 |
        | tiger-tie | a two-card 6 ties a three-card 6         | 6H 2S KD KC 4S 9D    | 2S KC 4S | 6  | tie    | wins 3500 |
        | tiger-tie | the hands tie on 5                       | KH QS JD TC 5H 5D 9D | QS TC 5D | 5  | tie    | loses     |
        | tiger-tie | the Banker wins with a two-card 6        | KH 6S QD KC AC 9D    | 6S KC    | 6  | banker | loses     |

  Rule: 3.18 Small Tiger wins when Banker wins with a two-card 6
    When the "Banker" wins with a total of six points on two cards, the
    "Small Tiger" wager shall win.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.18 under other rules.

  Rule: 3.19 Big Tiger wins when Banker wins with a three-card 6
    When the "Banker" wins with a total of six points on three cards, the
    "Big Tiger" wager shall win.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.19 under other rules.

  Rule: 3.20 Tiger Tie wins when both hands tie on 6
    When the "Banker" and "Player" tie on a total of six points, the "Tiger
    Tie" shall win.

    # Tested by the scenarios tagged @clause:mbs-tiger-v2:3.20 under other rules.

  Rule: 3.21 The Pit Manager may let any player, or a player's designee, squeeze any card
    A Pit Manager may, at his discretion, allow any of the cards to be
    squeezed by any Player or their designee.

    # Procedural: who may squeeze the cards is a floor procedure

  Rule: 3.22 A cutting card drawn during a round is taken out and the round is completed
    When the cutting card appears during the round of play, the cutting card
    shall be removed and the round of play shall be completed.

    @clause:mbs-tiger-v2:3.22
    Scenario Outline: 3.22 A cutting card that comes out <where> is removed and the round completed
      The cutting card is not a card of either hand. When it comes out during
      a round it is set aside, the round goes on with the next card and is
      completed and settled as usual. It counts among the tokens used.

      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "<shoe>"
      And a "banker" wager of 100
      When the coup is dealt
      Then the Player hand is "<player>" with total <pt>
      And the Banker hand is "<banker>" with total <bt>
      And <cards> cards are used
      And the cutting card <met> met
      And the "banker" wager <outcome>

      Examples:
        | where                          | shoe                     | player   | pt | banker   | bt | cards | met     | outcome |
        | as the first card              | CUT AH 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | wins 95 |
        | in the initial deal            | AH CUT 9S 7D KC 5H       | AH 7D    | 8  | 9S KC    | 9  | 5     | was     | wins 95 |
        | before the Player's third card | 2H 7S 3D KC CUT 4S 9D    | 2H 3D 4S | 9  | 7S KC    | 7  | 6     | was     | loses   |
        | before the Banker's third card | 2H 3S 3D KC 4S CUT 5C 9D | 2H 3D 4S | 9  | 3S KC 5C | 8  | 7     | was     | loses   |
        | just after the round           | AH 9S 7D KC CUT 5H       | AH 7D    | 8  | 9S KC    | 9  | 4     | was not | wins 95 |

    @clause:mbs-tiger-v2:3.22 @interpretation:12
    Scenario: 3.22 In a shoe, the round in which the cutting card comes out is completed and is the last
      Given the game "mbs-tiger-v2" with 8 decks
      And the shoe is "AH 9S 7D KC 2H 7S CUT 3D KC 4S 5H 6S KD QC 6D TS"
      And a "player" wager of 100
      When the shoe is played
      Then 2 rounds are played
      And the shoe ends because "cut-card"
      And 10 cards are used
      And in round 1, the cutting card was not met
      And in round 1, the "player" wager loses
      And in round 2, the Player hand is "2H 3D 4S" with total 9
      And in round 2, the cutting card was met
      And in round 2, the "player" wager wins 100

  Rule: 3.22.1 In HLGA, when the cutting card comes out as a round's first card, players may be allowed to withdraw
    In HLGA, if the cutting card appears as the first card of a round of
    play, the Dealer may, at his discretion, allow Players to withdraw their
    wagers.

    @clause:mbs-tiger-v2:3.22 @clause:mbs-tiger-v2:3.22.1 @interpretation:22
    Scenario: 3.22.1 In the HLGA, a cutting card that comes out first lets players withdraw
      In the high limit gaming area, if the cutting card is the first card of
      a round, players may withdraw their wagers, one by one or all of them,
      before the round is dealt. The round is then completed as usual.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table is in the high limit gaming area
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "A" places a "tiger" wager of 100 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the card "CUT" is dealt
      Then that is accepted with the notice "withdraw-option"
      And the players are offered the option to withdraw because "cut-card"
      And the option to withdraw is open to single wagers
      When player "A" withdraws their "tiger" wager at position 1
      Then that is accepted with the notice "withdrawn"
      When player "A" chooses to play on
      And player "B" chooses to withdraw all wagers
      Then the table state is "dealing"
      When the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      Then the cutting card was met
      And the Banker hand is "6S KC" with total 6
      And player "A"'s "banker" wager at position 1 wins 950
      And player "A"'s "tiger" wager at position 1 is withdrawn
      And player "B"'s "player" wager at position 2 is withdrawn

    @clause:mbs-tiger-v2:3.22.1 @interpretation:21 @interpretation:22
    Scenario: 3.22.1 The dealer's discretion is taken as exercised: the option is not declined
      The rule leaves the option to the dealer's discretion. The kit takes it
      as exercised, so that the option can be tested (interpretation 21): the
      dealer declining it is refused and the players still choose. Under
      reading 21=discretionary the dealer may decline it before any player
      answers, and this row is set aside.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table is in the high limit gaming area
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the card "CUT" is dealt
      Then that is accepted with the notice "withdraw-option"
      When the dealer declines to let the players withdraw
      Then that is refused because "not-discretionary"
      And the table state is "awaiting-choices"
      When player "A" chooses to play on
      And player "B" chooses to withdraw all wagers
      And the cards "KH 6S QD KC AC" are dealt
      And the dealer settles the round
      Then player "A"'s "banker" wager at position 1 wins 950
      And player "B"'s "player" wager at position 2 is withdrawn

    @clause:mbs-tiger-v2:3.22.1 @interpretation:22
    Scenario: 3.22.1 Once a player has answered the option, the dealer cannot decline it
      However the dealer's discretion is read (interpretation 21), once a
      player has chosen the dealer has allowed the withdrawals: declining
      the option then is refused, and the other players still choose.

      Given the game "mbs-tiger-v2" with 8 decks
      And the table is in the high limit gaming area
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And player "B" places a "player" wager of 1,000 at position 2
      And the dealer closes bets
      And the card "CUT" is dealt
      And player "A" chooses to play on
      And the dealer declines to let the players withdraw
      Then that is refused because "not-discretionary"
      And the table state is "awaiting-choices"
      When player "B" chooses to withdraw all wagers
      Then the table state is "dealing"

    @clause:mbs-tiger-v2:3.22 @clause:mbs-tiger-v2:3.22.1 @interpretation:22
    Scenario Outline: 3.22.1 No option to withdraw when the cutting card comes out <when>
      The option belongs to the HLGA and to a cutting card that is the first
      card of the round. Otherwise the cutting card is only removed, and the
      round goes on to its end.

      Given the game "mbs-tiger-v2" with 8 decks
      And <setting>
      When the dealer opens bets
      And player "A" places a "banker" wager of 1,000 at position 1
      And the dealer closes bets
      And the cards "<before>" are dealt
      Then that is accepted with the notice "cut-card"
      And the table state is "dealing"
      When the cards "<after>" are dealt
      And the dealer settles the round
      Then the cutting card was met
      And player "A"'s "banker" wager at position 1 wins 950

      Examples:
        | when                              | setting                                    | before | after          |
        | first, outside the HLGA           | the table rounds payouts down to 1         | CUT    | KH 6S QD KC AC |
        | after the first card, in the HLGA | the table is in the high limit gaming area | KH CUT | 6S QD KC AC    |
