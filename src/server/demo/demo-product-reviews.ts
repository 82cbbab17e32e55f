/** Reviews of demo products, by the product's name: enough to show ratings on cards and "Top rated". */
export interface DemoProductReview {
  product: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  ageDays: number;
}

export const demoProductReviews: DemoProductReview[] = [
  { product: '18V Cordless Drill Driver DD-18', authorName: 'Tomasz Kowalski', rating: 5, title: 'Does every kitchen fit-out', body: 'Light enough to hold overhead all day, and the clutch stops screws at the right depth in chipboard. One battery lasts a full day of cabinet fitting.', ageDays: 6 },
  { product: '18V Cordless Drill Driver DD-18', authorName: 'Grace Mensah', rating: 4, title: 'Good drill, basic case', body: 'Drills and drives well for the price. The case is thin plastic, so I keep it in my own box.', ageDays: 21 },
  { product: '18V Cordless Drill Driver DD-18', authorName: 'Luis Ortega', rating: 5, title: '', body: 'Bought a second one for my apprentice. Same batteries as my impact driver, which was the point.', ageDays: 48 },
  { product: '18V Brushless Hammer Drill HD-18B', authorName: 'Fiona Byrne', rating: 5, title: 'Through brick without effort', body: 'Put forty 8 mm holes in engineering brick for a fence bracket job and the battery still showed two bars.', ageDays: 9 },
  { product: '18V Brushless Hammer Drill HD-18B', authorName: 'Kenji Watanabe', rating: 4, title: 'Heavy but strong', body: 'Plenty of power in masonry. A bit heavy for long overhead work with the big battery.', ageDays: 33 },
  { product: 'MCB Circuit Breaker B16, 1-Pole, 6 kA', authorName: 'Olusegun Adeyemi', rating: 5, title: 'Clean DIN-rail fit', body: 'Clips onto the rail firmly, terminals take 10 mm² without fuss, and the printing is clear for labelling the board.', ageDays: 12 },
  { product: 'MCB Circuit Breaker B16, 1-Pole, 6 kA', authorName: 'Hannah Schultz', rating: 5, title: '', body: 'We fit dozens a month. Never had one arrive damaged or trip without reason.', ageDays: 40 },
  { product: 'RCD 2-Pole 40 A 30 mA, Type A', authorName: 'Marco Bianchi', rating: 4, title: 'Trips when it should', body: 'Tested at 30 mA with my installation tester and it tripped in well under the limit. Test button is a little stiff.', ageDays: 18 },
  { product: 'Digital Multimeter DM-600', authorName: 'Priya Raman', rating: 5, title: 'Accurate and tough', body: 'Readings match my calibrated bench meter to the last digit, and it survived a drop from a ladder onto concrete.', ageDays: 4 },
  { product: 'Digital Multimeter DM-600', authorName: 'Daniel Novak', rating: 3, title: 'Slow auto-range', body: 'Accurate, but the auto-ranging takes a second or two to settle, which gets tiresome when fault finding.', ageDays: 27 },
  { product: 'Insulated Screwdriver Set, 7 Pieces, 1000 V', authorName: 'Aisha Rahman', rating: 5, title: 'Proper VDE set', body: 'Tips are hard and well shaped, the handles are comfortable and each one carries the 1000 V marking.', ageDays: 15 },
  { product: 'Nylon Cable Ties 200 x 4.8 mm, Pack of 100', authorName: 'Peter Lindqvist', rating: 4, title: '', body: 'Strong ties that do not snap in the cold. The pack is not resealable.', ageDays: 55 },
  { product: 'LED Floodlight 50 W, IP65', authorName: 'Chloe Martin', rating: 2, title: 'Bright but the gland leaked', body: 'Very bright, but water got past the cable gland in the first heavy rain. I sealed it again myself.', ageDays: 30 },
  { product: 'Tape Measure 8 m / 26 ft', authorName: 'Ravi Patel', rating: 5, title: 'Stands out to 3 m', body: 'The blade stays straight out to three metres, and the hook is solid. My third one; the others were stolen, not broken.', ageDays: 61 },
];
