/**
 * What demo products go with ("Goes with", issue 38 §5), by the products' names, in the order the
 * product page shows them: what a tradesperson buys with the product.
 */
export const demoAccessories: Record<string, string[]> = {
  '125 mm Angle Grinder AG-125': ['Safety Glasses, Clear, Anti-Fog', 'Nitrile-Coated Work Gloves, Size 9 (L)'],
  '185 mm Circular Saw CS-185': ['Safety Glasses, Clear, Anti-Fog', 'Nitrile-Coated Work Gloves, Size 9 (L)', 'Tape Measure 8 m / 26 ft'],
  '18V Cordless Drill Driver DD-18': ['Aluminium Spirit Level 600 mm', 'Tape Measure 8 m / 26 ft', 'Safety Glasses, Clear, Anti-Fog'],
  'Wire Stripper and Cutter WS-10': ['Ratchet Crimping Tool CT-22', 'Heat Shrink Tubing Kit, 560 Pieces'],
  'Ratchet Crimping Tool CT-22': ['Wire Stripper and Cutter WS-10', 'Heat Shrink Tubing Kit, 560 Pieces'],
  'MCB Circuit Breaker B16, 1-Pole, 6 kA': ['RCD 2-Pole 40 A 30 mA, Type A', 'Non-Contact Voltage Tester VT-1000'],
  'Digital Multimeter DM-600': ['Non-Contact Voltage Tester VT-1000', 'Insulated Screwdriver Set, 7 Pieces, 1000 V', 'VDE Combination Pliers 200 mm'],
  '3-Core Rubber Cable 3 x 2.5 mm², 100 m Reel': ['Nylon Cable Ties 200 x 4.8 mm, Pack of 100', 'Wire Stripper and Cutter WS-10', 'IP65 Junction Box 150 x 110 x 70 mm'],
};
