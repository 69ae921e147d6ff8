package independent

// The Table of Play, transcribed from the documents (NCB v6 rules 3.9.1 to
// 3.9.4, 6 Star rules 3.9.1 to 3.9.4, Tiger v2 rule 3.15, Tiger NCB v5 rule
// 3.14, Electronic v4 rule 3.8). The five documents print the same table.

// playerDraws[t] is 'D' when the Player hand draws a third card on a
// two-card total t, 'S' when it stands. Totals 8 and 9 are naturals and never
// reach the table.
const playerDraws = "DDDDDDSS"

// stoodColumn is the column of bankerDraws used when the Player stood.
const stoodColumn = 10

// bankerDraws[t][c] is 'D' when the Banker hand, with two-card total t (0 to
// 7), draws a third card; c is the point value (0 to 9) of the Player's third
// card, or stoodColumn when the Player stood on 6 or 7.
var bankerDraws = [8]string{
	// player's third card:
	// 0123456789 stood
	0: "DDDDDDDDDD" + "D", // 0-1-2: draws whatever the Player's third card
	1: "DDDDDDDDDD" + "D",
	2: "DDDDDDDDDD" + "D",
	3: "DDDDDDDDSD" + "D", // 3: draws except on an 8
	4: "SSDDDDDDSS" + "D", // 4: draws on 2 to 7
	5: "SSSSDDDDSS" + "D", // 5: draws on 4 to 7
	6: "SSSSSSDDSS" + "S", // 6: draws on 6 or 7; stands when the Player stood
	7: "SSSSSSSSSS" + "S", // 7: stands
}
