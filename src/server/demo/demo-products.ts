import { drawCableDrum, drawCableTies, drawExtensionReel, drawHeatShrinkKit } from './art/draw-cables.js';
import { drawDrill } from './art/draw-drills.js';
import { drawClawHammer, drawSocketSet, drawSpiritLevel, drawTapeMeasure, drawUtilityKnife } from './art/draw-hand-tools.js';
import { drawBreaker, drawJunctionBox, drawLightSwitch, drawSocketOutlet } from './art/draw-install.js';
import { drawFloodlight, drawLedPanel, drawWorkLight } from './art/draw-lighting.js';
import { drawClampMeter, drawMultimeter, drawVoltageTester } from './art/draw-meters.js';
import { drawPliers, drawScrewdriverSet } from './art/draw-pliers.js';
import { drawAngleGrinder, drawCircularSaw, drawJigsaw } from './art/draw-saws.js';
import { drawSafetyGlasses, drawSolderingStation, drawWorkGloves } from './art/draw-workshop.js';
import type { DemoProduct } from './demo-types.js';

/**
 * The demo catalog loaded into an empty shop: power tools, measuring instruments, hand tools, cable,
 * installation material, lighting and safety gear. Eight products are younger than 30 days (they
 * carry the "NEW" badge) and two are out of stock (available quantity below the minimum order).
 */
export const demoProducts: DemoProduct[] = [
  // Power tools
  {
    name: '18V Cordless Drill Driver DD-18',
    description:
      'Compact 18 V drill driver with a 2-speed gearbox (0-450 / 0-1,600 rpm), 45 Nm torque and a 13 mm keyless chuck. Supplied with a 2.0 Ah Li-ion battery and fast charger.',
    priceCents: 12999,
    availableQuantity: 85,
    minOrderQuantity: 1,
    ageDays: 38,
    art: drawDrill({ kind: 'drill', body: '#14897a', model: 'DD-18', volts: '18V' }),
  },
  {
    name: '18V Brushless Hammer Drill HD-18B',
    description:
      'Brushless 18 V hammer drill for masonry, wood and steel: 65 Nm torque, up to 28,800 bpm and a 13 mm metal chuck. Includes side handle, depth stop and two 4.0 Ah batteries in a carry case.',
    priceCents: 18999,
    availableQuantity: 40,
    minOrderQuantity: 1,
    ageDays: 1,
    art: drawDrill({ kind: 'hammer', body: '#e07a1f', model: 'HD-18B', volts: '18V' }),
  },
  {
    name: '18V Impact Driver ID-18',
    description:
      '180 Nm impact driver with a 1/4-inch hex quick-release chuck, three speed modes and an LED work light. Bare tool, fits every 18 V battery of the range.',
    priceCents: 11999,
    availableQuantity: 60,
    minOrderQuantity: 1,
    ageDays: 7,
    art: drawDrill({ kind: 'impact', body: '#2266c4', model: 'ID-18', volts: '18V' }),
  },
  {
    name: '125 mm Angle Grinder AG-125',
    description:
      '900 W angle grinder for 125 mm cutting and grinding discs, 11,000 rpm no-load speed. Tool-free guard adjustment, spindle lock and a two-position side handle.',
    priceCents: 6999,
    availableQuantity: 120,
    minOrderQuantity: 1,
    ageDays: 52,
    art: drawAngleGrinder('#c8372d', 'AG-125'),
  },
  {
    name: '185 mm Circular Saw CS-185',
    description:
      '1,400 W circular saw with a 185 mm 24-tooth carbide blade, 65 mm cutting depth at 90° and bevel cuts up to 45°. Dust port and parallel guide included.',
    priceCents: 13999,
    availableQuantity: 0,
    minOrderQuantity: 1,
    ageDays: 95,
    art: drawCircularSaw('#e8b21c', 'CS-185'),
  },
  {
    name: 'Pendulum Jigsaw JS-800',
    description:
      '800 W jigsaw with 4-stage pendulum action, variable speed from 500 to 3,000 strokes per minute and tool-free blade change. Cuts wood up to 80 mm and steel up to 8 mm.',
    priceCents: 8999,
    availableQuantity: 75,
    minOrderQuantity: 1,
    ageDays: 143,
    art: drawJigsaw('#2f8f46', 'JS-800'),
  },
  // Test and measurement
  {
    name: 'Digital Multimeter DM-600',
    description:
      'True-RMS multimeter rated CAT III 600 V: AC/DC voltage, current up to 10 A, resistance, continuity, diode and capacitance. Backlit 6,000-count display, test leads included.',
    priceCents: 4999,
    availableQuantity: 150,
    minOrderQuantity: 1,
    ageDays: 67,
    art: drawMultimeter('#f2b705', '230.4', 'DM-600'),
  },
  {
    name: 'AC/DC Clamp Meter CM-400',
    description:
      'Clamp meter measuring up to 400 A AC/DC through a 30 mm jaw, plus voltage, resistance and continuity. True-RMS, CAT III 600 V, with data hold and non-contact voltage detection.',
    priceCents: 6499,
    availableQuantity: 90,
    minOrderQuantity: 1,
    ageDays: 10,
    art: drawClampMeter('#e0552f', '12.7', 'CM-400'),
  },
  {
    name: 'Non-Contact Voltage Tester VT-1000',
    description:
      'Pen-style voltage detector for 12-1,000 V AC with red LED, beeper and built-in flashlight. CAT IV 1,000 V, pocket clip and two AAA batteries included.',
    priceCents: 1999,
    availableQuantity: 300,
    minOrderQuantity: 2,
    ageDays: 181,
    art: drawVoltageTester('#f5c518', 'VT-1000'),
  },
  // Hand tools
  {
    name: 'Insulated Screwdriver Set, 7 Pieces, 1000 V',
    description:
      'VDE-tested screwdrivers insulated up to 1,000 V: four slotted (2.5-6.5 mm) and three Phillips (PH0-PH2). Chrome-vanadium blades with two-component soft grips.',
    priceCents: 3499,
    availableQuantity: 140,
    minOrderQuantity: 1,
    ageDays: 228,
    art: drawScrewdriverSet('#d32f2f', '#f5c518', 7),
  },
  {
    name: 'VDE Combination Pliers 200 mm',
    description:
      'Insulated 1,000 V combination pliers, 200 mm, with serrated gripping jaws, pipe grip and induction-hardened cutting edges for copper and hard wire.',
    priceCents: 1999,
    availableQuantity: 220,
    minOrderQuantity: 2,
    ageDays: 264,
    art: drawPliers({ kind: 'combination', grip: '#d32f2f', accent: '#f5c518' }),
  },
  {
    name: 'Wire Stripper and Cutter WS-10',
    description:
      'Spring-loaded stripping pliers for 0.5-6 mm² (20-10 AWG) solid and stranded wire, with precision-ground gauge holes and a cutter. 180 mm, insulated handles.',
    priceCents: 1699,
    availableQuantity: 180,
    minOrderQuantity: 2,
    ageDays: 119,
    art: drawPliers({ kind: 'stripper', grip: '#1e6fd9', accent: '#0f3d7a' }),
  },
  {
    name: 'Ratchet Crimping Tool CT-22',
    description:
      'Ratchet crimper for insulated terminals and connectors from 0.5 to 6 mm² (red, blue and yellow). The ratchet only releases after a complete crimp, so every connection is consistent.',
    priceCents: 3299,
    availableQuantity: 95,
    minOrderQuantity: 1,
    ageDays: 156,
    art: drawPliers({ kind: 'crimper', grip: '#2b2f35', accent: '#d32f2f' }),
  },
  {
    name: 'Claw Hammer 16 oz, Fibreglass Handle',
    description:
      'Forged steel 450 g (16 oz) claw hammer with a polished face, curved claw and shock-absorbing fibreglass handle with a non-slip rubber grip.',
    priceCents: 2299,
    availableQuantity: 160,
    minOrderQuantity: 2,
    ageDays: 298,
    art: drawClawHammer('#f2a900'),
  },
  {
    name: 'Tape Measure 8 m / 26 ft',
    description:
      'Rubber-armoured tape measure with a 25 mm wide metric and imperial blade, 3 m standout, blade lock and belt clip. Accuracy class II.',
    priceCents: 1299,
    availableQuantity: 400,
    minOrderQuantity: 5,
    ageDays: 345,
    art: drawTapeMeasure('#f2c200', 8, 26),
  },
  {
    name: 'Aluminium Spirit Level 600 mm',
    description:
      'Box-section aluminium level with three shock-proof vials (horizontal, vertical and plumb) accurate to 0.5 mm/m, and hand holes for a secure grip.',
    priceCents: 1999,
    availableQuantity: 130,
    minOrderQuantity: 2,
    ageDays: 207,
    art: drawSpiritLevel('#2f6fce', '600 MM'),
  },
  {
    name: 'Socket and Wrench Set, 94 Pieces',
    description:
      'Chrome-vanadium 1/4-inch and 1/2-inch sockets from 4 to 32 mm with 72-tooth quick-release ratchets, extension bars and combination wrenches in a sturdy blow-moulded case.',
    priceCents: 8999,
    availableQuantity: 55,
    minOrderQuantity: 1,
    ageDays: 24,
    art: drawSocketSet('#1f2b3a'),
  },
  {
    name: 'Retractable Utility Knife UK-18',
    description:
      'Heavy-duty retractable knife with three blade positions, quick-change trapezoid blades and a rubberised grip. Ten spare blades are stored in the handle.',
    priceCents: 899,
    availableQuantity: 500,
    minOrderQuantity: 5,
    ageDays: 372,
    art: drawUtilityKnife('#f08c00'),
  },
  // Cable and wiring
  {
    name: '3-Core Flexible Cable 3 x 1.5 mm², 100 m Reel',
    description:
      'H05VV-F 3G1.5 PVC flexible cable for lighting and appliances, 300/500 V, white sheath with brown, blue and green-yellow cores. 100 m on a returnable reel.',
    priceCents: 6499,
    availableQuantity: 60,
    minOrderQuantity: 1,
    ageDays: 73,
    art: drawCableDrum('#eef0f2', '#3a4350', '3 x 1.5 mm²'),
  },
  {
    name: '3-Core Rubber Cable 3 x 2.5 mm², 100 m Reel',
    description:
      'H07RN-F 3G2.5 rubber cable for socket circuits, site equipment and outdoor use, 450/750 V, with an oil- and UV-resistant black sheath. 100 m on a returnable reel.',
    priceCents: 9999,
    availableQuantity: 45,
    minOrderQuantity: 1,
    ageDays: 36,
    art: drawCableDrum('#2a2e34', '#c0612b', '3 x 2.5 mm²'),
  },
  {
    name: 'Nylon Cable Ties 200 x 4.8 mm, Pack of 100',
    description:
      'UV-resistant black nylon 6.6 cable ties, 200 mm long and 4.8 mm wide, 22 kg tensile strength, for bundles up to 50 mm in diameter.',
    priceCents: 499,
    availableQuantity: 2500,
    minOrderQuantity: 10,
    ageDays: 311,
    art: drawCableTies('#2a2e34', '#eae6da'),
  },
  {
    name: 'Extension Cable Reel 25 m, 4 Sockets',
    description:
      'Steel-frame cable reel with 25 m of H07RR-F 3G1.5 rubber cable, four earthed sockets and a thermal overload cut-out. Rated 16 A, 3,500 W when fully unwound.',
    priceCents: 4999,
    availableQuantity: 70,
    minOrderQuantity: 1,
    ageDays: 46,
    art: drawExtensionReel('#f07c16', '#c62828', '25 m'),
  },
  {
    name: 'Heat Shrink Tubing Kit, 560 Pieces',
    description:
      'Assortment of 2:1 polyolefin heat shrink tubes in six colours and eight sizes from 1.5 to 13 mm, pre-cut to 45 mm lengths, in a compartment box.',
    priceCents: 1299,
    availableQuantity: 340,
    minOrderQuantity: 2,
    ageDays: 20,
    art: drawHeatShrinkKit('#2b3a4d'),
  },
  // Installation material
  {
    name: 'MCB Circuit Breaker B16, 1-Pole, 6 kA',
    description:
      'Miniature circuit breaker, 16 A with B tripping curve for lighting and socket circuits, 230/400 V AC, 6 kA breaking capacity, one module wide for 35 mm DIN rail.',
    priceCents: 899,
    availableQuantity: 1200,
    minOrderQuantity: 10,
    ageDays: 84,
    art: drawBreaker({ poles: 1, rating: 'B16', lever: '#2b2f35' }),
  },
  {
    name: 'MCB Circuit Breaker C32, 3-Pole, 6 kA',
    description:
      '32 A three-pole circuit breaker with C tripping curve for motors and three-phase loads, 400 V AC, 6 kA breaking capacity, three modules for 35 mm DIN rail.',
    priceCents: 3299,
    availableQuantity: 3,
    minOrderQuantity: 5,
    ageDays: 132,
    art: drawBreaker({ poles: 3, rating: 'C32', lever: '#c62828' }),
  },
  {
    name: 'RCD 2-Pole 40 A 30 mA, Type A',
    description:
      'Residual current device for personal protection: 40 A rated current, 30 mA trip sensitivity, type A for AC and pulsating DC faults. Two modules wide with a test button.',
    priceCents: 3999,
    availableQuantity: 180,
    minOrderQuantity: 2,
    ageDays: 13,
    art: drawBreaker({ poles: 2, rating: '40 A', lever: '#1e63c7', rcd: { current: '40 A', sensitivity: '30 mA' } }),
  },
  {
    name: 'Double Socket Outlet 16 A, White',
    description:
      'Flush-mounted double Schuko socket, 16 A 250 V, with earthing contacts, child-safety shutters and screw terminals. Fits standard 60 mm wall boxes.',
    priceCents: 799,
    availableQuantity: 800,
    minOrderQuantity: 10,
    ageDays: 190,
    art: drawSocketOutlet('#fbfbfb'),
  },
  {
    name: 'One-Way Light Switch, Anthracite',
    description:
      'Flush-mounted rocker switch, 10 A 250 V, with an orange locator light and quick-connect terminals. Matt anthracite finish.',
    priceCents: 499,
    availableQuantity: 650,
    minOrderQuantity: 10,
    ageDays: 250,
    art: drawLightSwitch('#3a3f46', '#4a5058'),
  },
  {
    name: 'IP65 Junction Box 150 x 110 x 70 mm',
    description:
      'Grey surface-mount junction box with captive lid screws, rubber seal and two M20 cable glands. Dust-tight and protected against water jets (IP65), halogen-free.',
    priceCents: 649,
    availableQuantity: 900,
    minOrderQuantity: 10,
    ageDays: 167,
    art: drawJunctionBox('#9aa4ae'),
  },
  // Lighting
  {
    name: 'LED Panel 600 x 600 mm, 40 W, 4000 K',
    description:
      'Recessed LED ceiling panel for 600 mm grid ceilings: 40 W, 4,000 lm, neutral white 4000 K, flicker-free driver included. Slim aluminium frame with an opal anti-glare diffuser.',
    priceCents: 3499,
    availableQuantity: 240,
    minOrderQuantity: 2,
    ageDays: 4,
    art: drawLedPanel('4000 K'),
  },
  {
    name: 'LED Floodlight 50 W, IP65',
    description:
      'Slim die-cast aluminium floodlight, 50 W, 5,000 lm, 4000 K neutral white, IP65 for outdoor use. Adjustable bracket and 1 m connection cable.',
    priceCents: 2499,
    availableQuantity: 260,
    minOrderQuantity: 1,
    ageDays: 58,
    art: drawFloodlight({ housing: '#2d3238', watts: 50, chips: [1, 1], scale: 1 }),
  },
  {
    name: 'LED Floodlight 100 W, IP66',
    description:
      'High-output SMD floodlight for yards, warehouses and building sites: 100 W, 11,000 lm, 5000 K daylight, IP66, with large cooling fins and a steel bracket.',
    priceCents: 4499,
    availableQuantity: 110,
    minOrderQuantity: 1,
    ageDays: 105,
    art: drawFloodlight({ housing: '#7d8792', watts: 100, chips: [8, 5], scale: 1.12 }),
  },
  {
    name: 'Rechargeable LED Work Light 20 W',
    description:
      'Portable COB work light, 20 W and 2,000 lm, with a foldable stand and carry handle. The built-in 4,400 mAh battery lasts up to 4 hours and charges via USB-C.',
    priceCents: 3999,
    availableQuantity: 120,
    minOrderQuantity: 1,
    ageDays: 16,
    art: drawWorkLight('#f07c16'),
  },
  // Workshop and safety
  {
    name: 'Digital Soldering Station 60 W',
    description:
      'Temperature-controlled soldering station, 60 W, 200-480 °C with digital display, ESD-safe iron, coil holder and cleaning sponge. Ready to solder in 30 seconds.',
    priceCents: 5999,
    availableQuantity: 65,
    minOrderQuantity: 1,
    ageDays: 215,
    art: drawSolderingStation('#2f4a66', '350'),
  },
  {
    name: 'Safety Glasses, Clear, Anti-Fog',
    description:
      'Wrap-around safety glasses to EN 166 with a scratch-resistant, anti-fog polycarbonate lens and 99.9% UV protection. Lightweight at 26 g, with soft temples.',
    priceCents: 499,
    availableQuantity: 1500,
    minOrderQuantity: 10,
    ageDays: 330,
    art: drawSafetyGlasses('#1f3b73', '#bfe0f5'),
  },
  {
    name: 'Nitrile-Coated Work Gloves, Size 9 (L)',
    description:
      'Knitted nylon gloves with a breathable back and black nitrile coating on palm and fingertips for a firm grip in dry and oily conditions. EN 388, sold per pair.',
    priceCents: 399,
    availableQuantity: 2000,
    minOrderQuantity: 12,
    ageDays: 275,
    art: drawWorkGloves('#f2c200', '#3a3f46'),
  },
];
