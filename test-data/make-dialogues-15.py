"""Writes dialogues-15.json, an unseen evaluation set of multi-session chats (9 English, 9 Simplified
Chinese cases), written from imagination by a helper that read only dialogue_case.py, standard
library only.

Each case is one user chatting with an assistant over 3-5 sessions spread over months. Users carry
facts that change over time (moves, new jobs, switched plans, changed prices) plus distracting detail.
Questions are asked later by the same user, of five kinds: single-hop facts, multi-session facts,
updates (the newest value wins; `stale` names the turns holding the outdated value), temporal
questions (asked at the case's question time), and abstain questions (never answered in the chat:
near-misses about real entities, neighbouring things of the same type, general knowledge, and
questions phrased in the other language). Abstain questions carry empty evidence.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dialogue_case import case_builder  # noqa: E402

S, M, U, T, A = "single-hop", "multi-session", "update", "temporal", "abstain"
CASES = []


def add(cid, user, question_time, sessions, questions):
    CASES.append(case_builder(question_time)(cid, user, sessions, questions))


# ---------------------------------------------------------------- E1 bookbinding, Edinburgh
add("en-bookbinder-edinburgh", "maren", "2025-01-18T20:00:00+00:00", [
    ("2024-01-20T10:15:00+00:00", [
        "I've got properly hooked on bookbinding since a weekend taster course at a community workshop in Leith last autumn. I now rent a bench at a shared studio on Coburg Street for £60 a month and I've finished three Coptic stitch notebooks. Problem is, the spines go loose after a few weeks of being carried around in a bag. I sew with 18/3 unwaxed linen thread, I pierce the signatures with an awl in a little wooden cradle, and I use a curved needle for the chain stitches. What am I doing wrong?",
        "Loose Coptic spines nearly always come down to three things: the thread, the tension, and the paper.\n\n1. Thread. Unwaxed 18/3 linen stretches slightly and, more importantly, slips through the holes. Run each length over a block of beeswax two or three times before sewing. Waxed thread grips itself at every kettle and chain stitch, so tension you put in stays in.\n2. Tension. With Coptic it's tempting to pull outward, away from the spine, which only tightens the last link. Pull along the spine in the direction you're sewing, and snug up each chain stitch before you move on. A bone folder pressed against the previous link while you pull helps.\n3. Hole size. If the awl makes holes much bigger than the needle, the thread can walk. Ideally the needle passes through with a bit of resistance.\n4. Paper grain. If the grain runs across the spine rather than parallel to it, the folds try to spring open and work against the stitching, which feels exactly like a loosening spine.\n\nI'd start with waxing and grain, since they're the cheapest fixes. Sew one test book with both changes and carry it around for a fortnight before changing anything else.",
        "Grain direction — I've honestly never once checked it, so that might well be it. I buy my text paper from a little art shop in Glasgow called Fenwick & Hale: 120gsm cartridge at £0.45 for an A2 sheet, and I cut and fold it down into A5 signatures. How do I tell which way the grain runs?",
        "There are three quick tests, and it's worth doing at least two of them on a scrap:\n\n- Bend test: lay the sheet flat and gently curve it over without creasing, first one way, then turned 90 degrees. It bends noticeably more easily when the fold line is parallel to the grain.\n- Tear test: tear a strip in each direction. With the grain you get a fairly straight, clean tear; against it, the tear wanders and looks ragged.\n- Damp test: lightly moisten one edge of a small square. The paper curls into a tube whose axis runs parallel to the grain.\n\nThe A-series catch: every time you halve a sheet, the grain flips relative to the long side of the new sheet. So whether your A5 folds end up with-grain depends on how many times you cut and fold from the A2. Test one A2, mark the grain with a pencil arrow in a corner, and work out which way to cut before you process the whole stack. If the maths doesn't come out in your favour, ask the shop whether they can supply the same paper in a size or grain direction that does — many suppliers list 'LG' (long grain) or 'SG' (short grain) on the packet."]),
    ("2024-04-06T15:40:00+01:00", [
        "Bit of news: I've given up the bench on Coburg Street. The studio put it up to £85 a month and the unit was freezing anyway, so I've cleared out half of our garage in Portobello and set up there. I've also moved away from Coptic — I'm doing longstitch bindings now, with limp covers made from Pergamenata, which I love. And I've started selling at the Stockbridge Sunday market. I've charged £28 a book the last two Sundays but I have no idea if that's sensible.",
        "A garage bench is a big upgrade in one way — you can leave things in the press overnight and nobody moves your tools — so that sounds like a good trade, as long as you keep the paper and the Pergamenata somewhere that doesn't get damp. A cheap hygrometer on the wall is worth it; garages by the sea can swing a lot.\n\nOn pricing, the usual handmade-goods approach is:\n\nprice = materials + (hours × an hourly rate you'd be happy with) + a share of fixed costs (stall fee, tools, card fees), then sanity-check against what similar books sell for.\n\nLongstitch with a limp cover sits in a nice spot: it looks more 'special' than a stitched pamphlet but is quicker than a case binding, so buyers often accept a higher price than makers expect. If you can tell me roughly what the materials for one book cost, how long each takes you, and what the stall costs per Sunday, I can work out what you're actually earning per hour at £28.",
        "Materials come to roughly £7.50 a book, each one takes me about three hours start to finish, and the stall is £25 per Sunday. I usually sell six to eight.",
        "Let's take a middle Sunday, seven books at £28:\n\n- Takings: 7 × £28 = £196\n- Stall: −£25\n- Materials: 7 × £7.50 = −£52.50\n- Left over: £118.50\n- Time: 7 × 3 hours = 21 hours of making (not counting the market day itself)\n\nThat's about £5.64 an hour before you count your Sunday at the stall, which is well under minimum wage. A few options:\n\n1. Raise the price. If you're regularly selling six to eight, demand is there. Try £32–£35 for a few weeks and watch whether sales drop much.\n2. Tier the range. Keep a smaller, simpler book at around £18–£20 as an entry item and make the longstitch books the premium line.\n3. Batch the work. Cutting, folding and punching for ten books at once usually takes far less than ten times as long as one.\n\nA sign you're underpriced is selling out early in the day — if that starts happening, that's your cue to go up."]),
    ("2024-07-13T11:05:00+01:00", [
        "Fenwick & Hale have put their cartridge up to £0.62 a sheet, which was the last straw, so I now order straight from a small mill in Cumbria, Ellwood Paper — their 110gsm laid paper is £0.50 a sheet and the grain direction is printed on every pack, hallelujah. Other good news: I was accepted into the Edinburgh branch of the bookbinders' guild this week! And my partner Callum built me a nipping press out of an old bottle jack and some oak offcuts from a joinery.",
        "Congratulations on the guild — that's a great way to get feedback on your work, and guild members are usually generous about lending equipment and sharing suppliers.\n\nA few notes on the new paper:\n\n- 110gsm versus 120gsm is a small difference in practice; your books will be slightly more supple and drape better when open, which suits longstitch nicely.\n- With laid paper, the chain lines (the wider-spaced lines you see held up to the light) usually run parallel to the grain, which gives you a handy visual check even without the label.\n- Laid texture can take fountain pen ink a little differently from smooth cartridge; worth testing so you can tell buyers what pens work well.\n\nOn Callum's press: bottle-jack presses are brilliant but can exert far more force than bookbinding needs. Pump gently, use pressing boards larger than the book, and put a sheet of blotting paper or waxed paper between the boards and anything freshly glued. If the platen can tilt, add guide rods so it comes down square — uneven pressure is what crushes spines.",
        "Next big project: my gran turns 80 in October and I want to bind her handwritten recipe cards into a proper book with a tooled leather cover. I'm torn between goatskin and calfskin. I've never worked with leather before.",
        "What a lovely present. For a first leather binding I'd lean towards goatskin:\n\n- Goatskin is tough and has a visible grain that hides small paring mistakes and scuffs. It moulds well around the boards and corners and forgives a bit of overworking.\n- Calfskin is smooth and takes blind and gold tooling very crisply, but every mark, fingerprint and water spot shows, and it scratches easily. It's beautiful in experienced hands and unforgiving in new ones.\n\nEither way, the hard part will be paring — thinning the leather at the edges and turn-ins. Buy a bit of extra leather and practise paring on offcuts with a sharp knife or a spokeshave before touching the real skin.\n\nFor the recipe cards themselves: don't sew through them directly. Guard each card onto a paper stub (a narrow strip of paper hinged to the card), then sew the stubs into sections. That way the cards open flat, aren't damaged, and can even be removed later if a family member wants one framed.\n\nIf you want titling, start with a single line or initials in blind tooling, and only add gold once you're confident with your heat and dwell time. October gives you about three months, which is enough for a practice book first."]),
    ("2024-10-26T18:30:00+01:00", [
        "Gran's book is finished! I went with goatskin in the end, dark green, with her initials E.M. tooled in gold on the front board. We gave it to her at her party last Saturday and she cried. Also, market news: I've finally put my longstitch books up to £34, because at £28 I was sold out by noon every week.",
        "That's wonderful — a first leather binding with gold tooling, made as an 80th birthday present, is about the best debut project there is. Well done.\n\nAnd the price rise is exactly the right call. Selling out by noon means you were leaving money on the table. At £34, seven books bring in £238, and after the £25 stall and £52.50 of materials you'd have around £160, closer to £7.70 an hour for the making time — still modest, but moving in the right direction. If you keep selling out at £34, you could try a slightly higher price on the books with the nicest covers.",
        "What should I tell her about looking after the book? Her flat is very warm — she keeps the heating right up — and it's going to live on a shelf beside the kitchen.",
        "A few simple things for your gran:\n\n- Keep it away from the cooker and kettle. Steam and grease are the enemies of leather and paper; a shelf in the living room or a hallway is better than one right by the hob, if she'll agree.\n- Warm, dry air can make leather brittle over years. It doesn't need treating with creams or dressings — these often do more harm than good and can stain — but a small bowl of water or a humidifier in a very dry room won't hurt.\n- Store it upright and snug between other books, or lying flat, so the boards don't warp.\n- Open it with clean, dry hands, and don't press the spine flat to keep a page open; let it open to its natural angle.\n- Keep it out of direct sunlight, which fades dark green goatskin surprisingly quickly.\n\nIf she'd like to use it in the kitchen while cooking, consider photocopying a few favourite recipes for day-to-day use so the book itself can stay clean."]),
], [
    ("Remind me, where am I doing my binding these days?", ["s2:1"], U, ["s1:1"]),
    ("What am I charging for a longstitch book at Stockbridge now?", ["s4:1"], U, ["s2:1"]),
    ("Which paper am I ordering at the moment, and what does it cost per sheet?", ["s3:1"], U, ["s1:3"]),
    ("What thread was I sewing my first Coptic notebooks with?", ["s1:1"], S),
    ("By how much did Fenwick & Hale put up their cartridge paper between when I first mentioned them and when I switched?", ["s1:3", "s3:1"], M),
    ("What did Callum build the nipping press out of?", ["s3:1"], S),
    ("Roughly how long ago did I get into the bookbinders' guild?", ["s3:1"], T),
    ("What's Callum's surname?", [], A),
    ("How much was each sheet of Pergamenata costing me?", [], A),
    ("Ellwood 那家造纸厂的 120 克纸卖多少钱一张？", [], A),
    ("What's the actual date of gran's birthday?", [], A),
])

# ---------------------------------------------------------------- E2 beekeeping, Hobart
add("en-beekeeper-hobart", "lenah-valley-bees", "2024-12-07T19:00:00+11:00", [
    ("2023-10-14T09:30:00+11:00", [
        "I'm in my second season keeping bees in the backyard in Lenah Valley, just outside Hobart. I've got two Langstroth hives, which I call the Red hive and the Blue hive after the colour I painted the boxes. Red is booming — it's bearding on the front on warm afternoons and last weekend I spotted queen cups along the bottom bars of a couple of frames. Blue is much slower. Should I be worried about swarming?",
        "Bearding plus queen cups in a strong spring colony is a classic early warning, so it's worth acting now rather than waiting.\n\nFirst, tell the difference between cups and cells. Empty queen cups are built 'just in case' by most colonies and aren't a crisis on their own. If you look inside and see an egg or a larva sitting in royal jelly — a 'charged' cell — the colony has started preparing to swarm, and you usually have days, not weeks.\n\nThings that reduce swarming pressure:\n\n- Give them room. Add a super (or a second brood box) before they feel crowded, and ideally before the main flow.\n- Open up the brood nest. Moving a couple of frames of capped brood up and replacing them with empty drawn comb or foundation gives the queen space to lay and the nurse bees work to do.\n- Inspect every seven days through spring. Seven days is shorter than the time it takes a charged cell to be capped and the swarm to leave.\n- Do a split. If you find charged cells, a split is the most reliable fix: you take the queen or the cells out into a separate box, and the colony 'thinks' it has swarmed.\n\nA split also helps Blue indirectly, since you can later give it a frame of capped brood from Red to boost its numbers.",
        "I don't have a spare box at the moment. The club in Glenorchy sells five-frame nuc boxes for $45. Is a nuc big enough for a split?",
        "Yes — a five-frame nuc is ideal for a small split. A typical recipe:\n\n1. Two frames of brood, including at least one with eggs or very young larvae (or with a charged queen cell already on it).\n2. One frame of honey and pollen.\n3. One or two empty drawn frames or foundation.\n4. Shake in an extra frame's worth of nurse bees, because foragers will fly back to the old hive.\n\nThen either move the nuc to another spot at least a few metres away with the entrance facing differently, or stuff the entrance loosely with grass so the bees reorient when they chew their way out.\n\nIf the nuc has to raise its own queen, expect about 16 days to emergence, another week or two for mating flights, and then a few days before she starts laying. Don't open it much in that window — you can knock a virgin queen off a frame. Feed a light sugar syrup if there's no flow, and keep the entrance small so Red's foragers don't rob it."]),
    ("2024-01-20T16:00:00+11:00", [
        "Update from the apiary: I did the split in late October using one of those nucs, and it raised its own queen, so now I have three hives — Red, Blue, and the new one, which my daughter named Biscuit. I also did my first proper harvest: 22 kilos off Red alone. I'm selling 500g jars at the Sunday farmers' market in Hobart for $14 each.",
        "Three hives and a 22 kg harvest from one colony is a very good second season — congratulations, and to your daughter on the naming.\n\nA few things now that you're selling:\n\n- Labelling. Jars sold to the public generally need the product name, net weight, your name and a contact address, and a lot or date code. Check the current Tasmanian requirements for selling food at markets; your market manager will usually know what they expect.\n- Registration. Ask your council or the state food safety people whether your extraction setup needs to be registered as a food business. Rules for small honey producers vary and change.\n- Consistency. If you extract from different hives or times of year, keep the batches separate and note which is which. Customers often come back asking for 'the dark one from March'.\n\n$14 for 500 g is on the cheap side for raw local honey from a small producer. Have a walk around the market and see what others charge before you do the next batch.",
        "Someone at the market asked me if it's leatherwood honey. It isn't — around me it's mostly eucalyptus, garden flowers and a bit of blackberry. Could I ever get leatherwood honey from where I am?",
        "Realistically, not from Lenah Valley. Leatherwood (Eucryphia lucida) grows in the wet rainforests of western and south-western Tasmania, and it flowers in mid to late summer. Commercial leatherwood honey comes from beekeepers who truck their hives into those forests for the flowering, under site permits, and move them out again afterwards.\n\nWhat you have is still a good selling point: a genuine small-batch urban blend that reflects your suburb and season. Something on the label like 'Lenah Valley backyard honey — eucalyptus, garden and blackberry' tells a story people like. If you ever want to offer a single-floral honey, keeping notes on what's flowering when you harvest lets you describe each batch honestly."]),
    ("2024-05-11T10:00:00+10:00", [
        "Bad news — the Blue hive didn't make it. It went queenless in March, I didn't catch it in time, and by April it had laying workers and wax moth, so I shook out what was left and combined the survivors into Biscuit. So I'm down to two hives going into winter. On the upside, I've put my jar price up to $16, because the market manager told me I was underpricing compared to the other honey stalls.",
        "I'm sorry about Blue. Losing a colony to queenlessness is one of the most common ways beekeepers learn that lesson, and laying workers are very hard to fix once they've started. Signs to watch for next time: no eggs or young larvae for more than a week, an unsettled roar when you open the box, and then scattered drone brood with several eggs per cell.\n\nFor winter in Hobart:\n\n- Reduce the entrances and fit mouse guards.\n- Make sure each colony is covered by a box size it can actually keep warm; remove empty supers.\n- Tilt the hives very slightly forward so condensation runs out rather than dripping on the cluster.\n- Keep inspections short and only on calm, sunny days above about 14°C.\n\nAnd good call on the price. It's easier to raise a price than people think, especially when the market manager is the one suggesting it.",
        "How much honey should I leave on them for winter? Red still has a full super on top.",
        "In a southern Tasmanian winter, a good rule of thumb is to leave a strong colony with the equivalent of roughly 20–25 kg of stores — about one full medium super plus the honey arc around the brood in the bottom box. So for Red, leaving that full super on is sensible; it's their insurance policy, and you can always take any surplus in spring.\n\nFor Biscuit, which is the smaller, combined colony, check how much honey is in the brood box. If it's light, you can move a frame or two of capped honey across from Red, or feed thick syrup (2:1 sugar to water) while daytime temperatures still let them take it down. Heft the hives from the back every few weeks over winter: a hive that suddenly feels light in July needs fondant or a honey frame straight away."]),
    ("2024-09-28T13:15:00+10:00", [
        "Spring again! Both colonies came through winter — Red is strong, Biscuit's a bit small but building. And last weekend I split Red again, so I'm back to three hives. The new nuc is sitting at my neighbour Priya's place in Mount Stuart, she's been keen to host one. I'm also tempted to try a Warré hive for the fourth one, but I don't know if mixing hive types becomes a headache.",
        "Congratulations on a clean wintering, and on the third colony — having one at a second site is genuinely useful insurance against pests or a bad patch of forage.\n\nOn mixing hive types: it's very doable, but you lose the ability to swap parts. The main consequences:\n\n- You can't move a frame of brood or honey from a Langstroth into a Warré to rescue a weak colony, or vice versa. This spring you've seen how valuable that flexibility is.\n- Warré hives are managed by adding boxes underneath (nadiring) and use top bars rather than full frames, so inspections are slower and comb can be attached to the walls.\n- You'd need separate equipment — boxes, quilt, roof — which doesn't fit your existing extractor setup easily.\n\nThe appeal is a lower-intervention style and a hive that's closer to how bees build naturally. Also, whatever you decide, make sure your beekeeping registration and any site details are up to date now that you have bees at Priya's address.",
        "You've talked me out of it, honestly. I'll stay all-Langstroth so I can keep swapping frames between hives.",
        "That's a practical choice, especially with one colony at another site — interchangeable frames mean you can carry a frame of eggs to Priya's nuc if it ever goes queenless, rather than losing it the way Blue went.\n\nFor the next month or so, I'd focus on:\n\n1. Checking the new nuc at Priya's roughly a week after the queen should have started laying, to confirm eggs.\n2. Giving Red room ahead of the flow, since it's already bounced back strongly once.\n3. Keeping an eye on Biscuit's brood pattern; a patchy pattern in a small colony can be an early sign of a failing queen.\n\nAnd maybe give Priya a jar or two from the first harvest — hosts who feel involved tend to be very forgiving about the occasional cranky bee."]),
], [
    ("How many hives have I got now?", ["s4:1"], U, ["s2:1", "s3:1"]),
    ("What am I selling a jar of honey for at the market these days?", ["s3:1"], U, ["s2:1"]),
    ("Did I end up trying a Warré hive?", ["s4:3"], U, ["s4:1"]),
    ("What did my daughter call the hive that came out of the first split?", ["s2:1"], S),
    ("Which hive did I lose, and where did its surviving bees go?", ["s3:1"], S),
    ("Where's my newest colony kept?", ["s4:1"], S),
    ("What month did I do my very first split?", ["s2:1"], T),
    ("What's my daughter's name?", [], A),
    ("How much does the Glenorchy club charge for a full ten-frame brood box?", [], A),
    ("Is Biscuit's queen marked, and if so what colour?", [], A),
    ("How far do honeybees usually fly to forage?", [], A),
])

# ---------------------------------------------------------------- E3 astronomy, Tucson
add("en-astro-tucson", "retired-chem-teacher", "2025-01-05T10:00:00-07:00", [
    ("2024-02-09T21:40:00-07:00", [
        "I got back into astronomy after retiring from teaching high-school chemistry last year. I live on the east side of Tucson and I've been using an old 6-inch Dobsonian I bought used for $250. I mostly observe from the backyard, but the light dome from the city washes out anything faint. I'd like to start doing astrophotography. What's a realistic first setup?",
        "Congratulations on the retirement — and you've picked a good place for it; southern Arizona skies are some of the best in the country once you get away from the city.\n\nThe honest answer is that a Dobsonian isn't the right tool for deep-sky imaging. It tracks nothing, so every exposure longer than a second or two smears the stars. The two usual entry routes are:\n\n1. A camera and lens on a star tracker. Cheapest and most portable: a small tracking head on a photo tripod, with a 50–135 mm lens. Great for the Milky Way and large nebulae, and it teaches you stacking and processing.\n2. A small refractor on an equatorial mount. The classic deep-sky setup: a 60–80 mm apochromatic refractor with a field flattener on a mount that can carry it comfortably, eventually with autoguiding.\n\nThe mount matters more than the telescope. A wobbly or overloaded mount ruins everything else. Rule of thumb: keep the imaging payload well under the mount's rated capacity.\n\nFrom the east side of Tucson you're in moderate light pollution, so a backyard is fine for learning and for bright targets, but for faint galaxies and nebulae you'll eventually want a darker site — there are plenty within an hour or two.",
        "My budget is about $2,000 total. I'm eyeing an 80mm apo refractor and a mid-size equatorial mount. I still have a Canon DSLR from my teaching days that I used for the school yearbook.",
        "That budget can work well for the refractor route, especially since you already own a camera. A rough split:\n\n- Mount: $1,000–$1,400. This is where to spend the most. Look for a mount with a payload rating comfortably above the weight of scope + camera + accessories.\n- 80 mm apo: $500–$900 depending on glass (doublet vs triplet) and whether it's new or used.\n- Field flattener: $150–$250. Without one, stars in the corners stretch into little comets.\n- Odds and ends: a T-ring for your camera, an intervalometer if the camera doesn't have one built in, a dew heater strip, and a power supply.\n\nYour DSLR is fine for a start. Unmodified cameras have a filter that blocks much of the deep red hydrogen-alpha light, so emission nebulae look faint, but galaxies, star clusters and reflection nebulae work nicely. If you stay with it, a dedicated astro camera is usually the next upgrade.\n\nI'd budget for going slightly over, because the small bits add up quickly."]),
    ("2024-05-03T22:10:00-07:00", [
        "Well, I did it — bought the 80mm apo and the mount, and with the flattener it came to $2,340, so a bit over budget. I also joined a local astronomy club, and they have access to a dark site near Sonoita, about an hour's drive south-east. I had first light there last Saturday. My first real target was the Leo Triplet; I stacked 40 two-minute subs and I'm thrilled with it. One thing though: the stars in the corners are still stretched even with the flattener.",
        "Congratulations on first light — the Leo Triplet is a great first target, and 80 minutes of data from a dark site is a solid start.\n\nStretched stars in the corners with a flattener in place are almost always one of two things:\n\n1. Backfocus. Flatteners are designed to sit a specific distance from the sensor — very often 55 mm, but check yours. Canon DSLRs have a flange distance of 44 mm, and a standard T-ring adds about 11 mm, which conveniently totals 55 mm. If your flattener needs a different distance, you'll need spacers. Stars stretched radially (pointing toward the centre) usually mean the spacing is too short; stretched tangentially (in circles around the centre) usually mean it's too long.\n2. Tilt. If only one side or corner is bad, something in the imaging train is sitting at a slight angle — a loose connection, a sagging focuser, or a camera that isn't seated squarely.\n\nFor processing, make sure you're also taking calibration frames: flats especially, which fix vignetting and dust shadows. Free stacking tools such as Siril or DeepSkyStacker handle all of it."]),
    ("2024-08-16T23:00:00-07:00", [
        "Monsoon season has wrecked July and August — maybe three clear nights. I used the downtime to upgrade from the DSLR to a dedicated cooled one-shot-colour astro camera with an IMX571 sensor. I sold the Canon to one of my former students. Also, the club lost access to the Sonoita site — the rancher sold the land — so we're now observing at a site near Cascabel instead, which is darker but almost 90 minutes away, the last part on dirt roads.",
        "That's a big step up. IMX571-based cameras are very popular for good reason: low read noise, no amp glow, and a sensor size that suits an 80 mm refractor nicely.\n\nSome tips for getting started with it:\n\n- Cooling: set a temperature you can reach every night of the year so your dark frames match — around −10 °C is common in Arizona summers.\n- Gain: most people use the manufacturer's 'unity' or HCG setting where read noise drops. Pick one gain and offset and stick to them so you can build a dark library.\n- Dew: monsoon nights can get humid; keep the dew heater on the objective.\n- Dirt roads: pack the kit well. Vibration on washboard roads can loosen screws and shift collimation-sensitive parts, so check everything is tight at the site.\n\nThe new camera has a different backfocus arrangement from the DSLR, so you'll need to work out spacing again.",
        "Right — what backfocus should I aim for now with the flattener?",
        "Start from whatever your flattener's manual says — 55 mm is the common figure. With a dedicated astro camera, the sensor typically sits about 17.5 mm behind the front of the camera body (check the spec sheet; it's listed as 'back focus' or 'sensor distance'). So you'd need roughly 55 − 17.5 = 37.5 mm of adapters and spacers between the flattener and the camera.\n\nMost camera kits come with a set of spacers to make this up. If you add a filter drawer or filter wheel later, include its optical length in the total, and remember that a glass filter adds about a third of its thickness to the required spacing.\n\nThen take a short test frame of a star field, inspect the corners, and adjust by 0.5 mm at a time using the same radial/tangential rule as before."]),
    ("2024-11-22T20:30:00-07:00", [
        "Quick one: I've been invited to give a talk at the Tucson library branch on Broadway in January about getting started in astrophotography. They gave me 45 minutes. Could you help me outline it? I want to finish with my own Andromeda image — six hours of integration from Cascabel in October, my best so far.",
        "Happy to. Here's a 45-minute outline that leaves time for questions:\n\n1. Welcome and hook (3 min). Show the Andromeda image first, say it was taken by a retired chemistry teacher an hour and a half from the library, then promise to explain how.\n2. What's up there and why it's faint (5 min). Light gathering, why long exposures, why stacking many short images beats one long one.\n3. Three entry levels (10 min): phone on a tripod, camera and lens on a tracker, and telescope on an equatorial mount. Rough costs and what each can photograph.\n4. Your journey (8 min): from the backyard Dobsonian to the refractor and dark sites. Include one 'failure' image — stretched stars make a good teaching moment.\n5. Processing in plain language (7 min): calibration, stacking, stretching. A before/after slide of the same data is very effective.\n6. Where to go from here (4 min): local clubs, dark sites, star parties, free software.\n7. Q&A (8 min).\n\nKeep the slides image-heavy and the numbers light.",
        "My wife also says I should mention light pollution rules, since Tucson is supposed to have some of the better ones. Can you add a short section?",
        "Good idea — it's a local success story and gives the audience something they can act on. Slot it in between sections 2 and 3, about four minutes:\n\n- Why it matters: the light dome you see from your own backyard, using a before-and-after of a light-polluted frame versus one from a dark site.\n- What Tucson and Pima County do: outdoor lighting codes that limit upward light, require shielded fixtures and control colour temperature, which is a big reason the observatories on the surrounding mountains can still operate so close to a city.\n- What residents can do: fully shielded porch lights pointing down, warm-coloured bulbs, motion sensors instead of all-night lights.\n\nEnd the section with one practical ask, such as checking their own porch light tonight. People remember a single action better than a list of ordinances."]),
], [
    ("What camera am I imaging with now?", ["s3:1"], U, ["s1:3"]),
    ("Where does the club go to observe now?", ["s3:1"], U, ["s2:1"]),
    ("How far over my $2,000 budget did the refractor setup end up?", ["s1:3", "s2:1"], M),
    ("What scope was I using before I got into imaging, and what did I pay for it?", ["s1:1"], S),
    ("What was my first proper target at the dark site, and how many subs went into it?", ["s2:1"], S),
    ("How much integration time is in my Andromeda picture?", ["s4:1"], S),
    ("About how long ago did I retire from teaching?", ["s1:1"], T),
    ("What make is my equatorial mount?", [], A),
    ("What's my wife's name?", [], A),
    ("How much did my former student pay me for the Canon?", [], A),
    ("土星环下一次侧对地球是什么时候？", [], A),
])

# ---------------------------------------------------------------- E4 court interpreter, Newark
add("en-interpreter-newark", "pt-interpreter-nj", "2025-02-10T09:00:00-05:00", [
    ("2024-03-04T07:45:00-05:00", [
        "I'm a freelance Portuguese interpreter based in Newark — mostly Brazilian Portuguese, some European. Right now most of my work comes through an agency called Atlantic Language Partners: depositions, immigration hearings, the odd workers' comp case. They pay $55 an hour with a two-hour minimum. I want to get certified as a court interpreter in New Jersey. What does that process usually look like?",
        "State court certification generally follows the same broad pattern, though you should confirm the current steps and dates with the New Jersey Judiciary's court interpreting program, since they update requirements periodically:\n\n1. Orientation/ethics. An introductory session on the role of the court interpreter, the code of conduct, and courtroom protocol.\n2. Written exam. Usually a multiple-choice test of English proficiency, legal terminology and ethics. Many candidates find it the easier hurdle.\n3. Oral exam. The real filter. It typically has three parts: sight translation (reading a written document aloud in the other language), consecutive interpreting (witness-style question and answer), and simultaneous interpreting (usually a lawyer's opening or closing statement read at speed). Each part is scored separately, and you normally need to pass all of them.\n4. Roster and continuing education once certified.\n\nFor Portuguese, the oral exam is the one to plan around. Pass rates on oral exams are low across languages, and most people who pass have done months of deliberate practice on simultaneous in particular.",
        "Simultaneous is exactly my weak spot. I'm solid in consecutive, but when a lawyer speeds up in a closing argument I fall behind and start dropping whole clauses. Any drills?",
        "Very common — and very trainable. A progression that works for many interpreters:\n\n1. Shadowing (same language). Play English speeches and repeat them word for word, a couple of seconds behind. This trains listening while speaking without the translation load. Ten minutes a day is plenty.\n2. Décalage control. Practise deliberately staying three to five words behind the speaker. Too close and you get trapped by English word order; too far and you lose content when they speed up.\n3. Chunking and compression. In Portuguese you can often render a long English clause more concisely. Practise summarising-without-omitting: keep every fact, drop the filler.\n4. Speed ladders. Use recordings of mock closing arguments and play them at 0.9×, then 1.0×, then 1.1× speed. Only move up once you can keep everything at the current speed.\n5. Record and review. Record yourself, then compare against a transcript and mark every omission. Patterns appear quickly — numbers, names and negations are usually where points are lost.\n\nBuild a glossary as you go, especially for legal collocations that don't map neatly between the languages."]),
    ("2024-06-17T20:20:00-04:00", [
        "I passed the written exam! The oral is scheduled for September 12. In the meantime, I've left Atlantic Language Partners — they kept sending me to Elizabeth with one day's notice and I got tired of it — and signed with a different agency, Meridian Interpreting. They pay $62 an hour with a three-hour minimum. It's mostly medical interpreting at University Hospital for now.",
        "Congratulations on the written exam! And the agency switch sounds like a good move — a higher rate with a longer minimum is a real raise for short assignments.\n\nMedical work is also useful preparation for the oral exam in a way people underestimate: it keeps you interpreting in the consecutive mode every day, under pressure, with terminology you have to get right. The weak point is that medical settings rarely demand simultaneous at courtroom speed, so that still needs dedicated practice time.\n\nFor the next three months, treat the oral exam like a performance: you want the three modes to be automatic under stress. If you tell me how much time you can give it each week, I can sketch a schedule.",
        "How should I structure practice between now and September? I can give it about an hour a day on weekdays and more on weekends.",
        "Here's a plan that builds toward the exam date:\n\nJune–July (foundation)\n- Weekdays, 60 min: 10 min shadowing, 25 min simultaneous at 0.9× speed, 15 min sight translation of real court forms, 10 min glossary review.\n- Weekends, 2–3 hours: one full consecutive session using a mock witness transcript, recorded and self-graded; plus one long simultaneous piece.\n\nAugust (speed and accuracy)\n- Move simultaneous to 1.0–1.1× speed and use unfamiliar speeches, not ones you've heard.\n- Mark errors by category: omissions, additions, meaning changes. Focus your next week on the most common category.\n\nFirst ten days of September (taper)\n- Shorter sessions, full mock exams under timed conditions, and no new material in the final two days.\n- Rehearse the practical side: what you'll wear, how you'll get there, how you'll calm yourself if the first passage goes badly.\n\nIf you can find a study partner — even another language pair — to read speeches at you, it's far more realistic than recordings."]),
    ("2024-09-20T18:00:00-04:00", [
        "The oral exam was last Thursday, the 12th. I think sight translation went well, but simultaneous was rough — the passage was about a landlord–tenant dispute and full of things like 'warranty of habitability' and 'constructive eviction'. Results take six to eight weeks. Also, my cousin Duda is coming from Belo Horizonte to stay with me for a few months while she does an English course, so my home office is about to become her bedroom.",
        "Well done for getting through it — and a simultaneous passage full of housing law terms would rattle anyone. Scoring on these exams is usually based on specific scoring units, so a few lost terms don't necessarily sink the whole section. Try not to replay it too much while you wait.\n\nWhatever the outcome, note down now, while it's fresh, the terms that caught you out. If you need to retake, that list is gold; if you pass, it goes straight into your working glossary.\n\nAnd it's lovely that Duda is coming — but losing your workspace matters when you do remote video sessions, since they need a quiet, private room and a professional background.",
        "Where could I work from now? I need somewhere quiet with decent internet for remote video interpreting, and confidentiality matters for the medical calls.",
        "Some options around Newark, from cheapest to most professional:\n\n- Library study rooms. Many public libraries let you book small rooms for a few hours. Fine for occasional sessions, but availability is unpredictable and they're not always soundproof.\n- A coworking space with phone booths. Look for one with bookable enclosed booths or small meeting rooms, not just an open floor. Ask about upload speed and whether you can use a wired connection.\n- A private office or dedicated desk in a shared suite. More expensive, but gives you a fixed, private place with a door.\n\nFor medical interpreting, confidentiality is the deciding factor: you shouldn't be taking patient calls in an open coworking area. Check whether the agency has requirements about where remote sessions can be done — some do. A good headset with a noise-cancelling microphone also helps wherever you end up."]),
    ("2024-12-02T12:30:00-05:00", [
        "Results came last week: I passed! I'm officially a certified court interpreter. I've also sorted out the workspace — I'm renting a desk at a coworking space in Harrison for $180 a month, and they have a phone booth I can book for remote calls. And Meridian raised my rate to $70 an hour now that I'm certified.",
        "Congratulations — that's a big achievement, and passing the oral exam on the first attempt is something many interpreters don't manage.\n\nA few next steps worth taking care of:\n\n- Make sure you're listed on whatever roster or registry the court system uses, and understand the continuing education requirements to keep your certification active.\n- Update your CV, agency profiles and email signature to show the credential.\n- Consider joining a professional association for court interpreters; they're a good source of work leads and glossaries.\n\nAnd well done on negotiating the raise with Meridian — $70 is a solid rate. The Harrison desk sounds like a good fit, as long as the phone booth is reliably available when you have scheduled calls.",
        "Should I keep doing medical work through Meridian or go all in on court work now?",
        "I wouldn't drop medical work entirely yet. A few reasons:\n\n- Court work can be lumpy. Calendars get postponed and cancellations are common, so it's useful to have steady work to fill the gaps.\n- Medical work keeps your consecutive skills sharp and gives you a reliable income while you build relationships with court staff.\n- Diversification protects you if one agency or court changes its contracting.\n\nA practical approach is to keep a core of medical assignments — say two or three days a week — and fill the rest with court and legal work. After six months, look at the numbers: which pays better per day once travel and cancellations are counted, and which you enjoy more. Then shift the balance deliberately rather than all at once."]),
], [
    ("What's my hourly rate with the agency now?", ["s4:1"], U, ["s1:1", "s2:1"]),
    ("Which agency am I getting my work through these days?", ["s2:1"], U, ["s1:1"]),
    ("Now that Duda has my home office, where do I work from?", ["s3:1", "s4:1"], M),
    ("What was the simultaneous passage about in my oral exam?", ["s3:1"], S),
    ("Why did I walk away from Atlantic Language Partners?", ["s2:1"], S),
    ("How much is the coworking desk each month?", ["s4:1"], S),
    ("How many months ago did I sit the oral exam?", ["s2:1", "s3:1"], T),
    ("What's the coworking space in Harrison called?", [], A),
    ("What did Atlantic Language Partners pay their Spanish interpreters?", [], A),
    ("How old is my cousin Duda?", [], A),
    ("我的笔试是哪天考的？", [], A),
])

# ---------------------------------------------------------------- E5 rescue greyhound, Leeds
add("en-greyhound-leeds", "pilot-household", "2025-01-25T09:30:00+00:00", [
    ("2024-02-25T17:00:00+00:00", [
        "We adopted a retired racing greyhound three weeks ago from a rescue in Wakefield. Pilot is four and raced for about two years. Pilot's lovely — so gentle — but absolutely refuses to go up the stairs in our terrace in Headingley, and cries at night down in the kitchen. At the moment we feed the dry kibble the rescue recommended, 300g a day split into two meals. How do we help with the night crying?",
        "Congratulations on adopting Pilot! What you're describing is very normal for an ex-racer in the first weeks. Racing greyhounds usually grew up in kennels: they've often never seen stairs, slept alone in a house, or heard a fridge hum at night. Everything is new.\n\nFor the night crying:\n\n- Sleep nearer to Pilot for a while. Many adopters put a bed on the ground floor, or bring a mattress down for a few nights, then gradually move away. Being close is far more reassuring than any gadget.\n- Make the bed a den. A large crate with the door open, covered on three sides, or a thick bed in a corner, gives a sense of safety.\n- Keep the routine boring and predictable. Last walk, a small chew, lights down at the same time every night.\n- Don't punish the crying, but don't rush in with a fuss either; calm, brief reassurance works best.\n\nFor the stairs, start with just the bottom step. Use high-value treats, a harness so you can support the back end, and practise for a minute or two at a time. Lots of greyhounds master stairs in a few weeks once they realise their back legs need to be told what to do.",
        "Our vet is at a practice on Otley Road. They say Pilot is underweight at 29kg and should really be nearer 32kg. Should we just increase the kibble?",
        "Gaining three kilos is a sensible target, and it's common for racers to come out of kennels lean. Rather than jumping straight up, increase gradually:\n\n- Add about 10% (roughly 30 g a day) for two weeks and weigh Pilot every fortnight. If there's little change, add another 10%.\n- Keep two meals a day, or move to three smaller ones. Greyhounds have deep chests, so avoiding big single meals and vigorous exercise straight after eating is a good habit.\n- A spoonful of plain cooked chicken, scrambled egg or a bit of wet food mixed in can help if Pilot is a picky eater.\n- Ask the vet whether Pilot was wormed recently by the rescue; worms are a common reason a dog struggles to put on weight.\n\nAim for a steady gain of a few hundred grams a week. Greyhounds should still look lean — you'd expect to see the outline of the last couple of ribs and hip bones — so 32 kg may look slimmer than people expect from other breeds."]),
    ("2024-05-18T10:30:00+01:00", [
        "Pilot does stairs now! It took about six weeks. Weight's up to 31.5kg. We've also changed the food — Pilot's on a gently cooked fresh food subscription now, about £3.20 a day. And we've changed vets: the Otley Road practice was impossible to get an appointment at, so we're registered with a practice in Kirkstall that has a greyhound-savvy vet.",
        "Brilliant progress all round! Six weeks to master stairs is really good for an ex-racer.\n\nA greyhound-savvy vet is worth a lot. Greyhounds differ from other breeds in a few ways that sometimes trip up vets who don't see many of them:\n\n- Normal blood results are different: greyhounds typically have a higher red cell count and lower thyroid values than other dogs, which can be misread as illness.\n- Anaesthesia needs care because they're so lean.\n- They can have sensitive skin that tears easily, and thin fur that makes them feel the cold.\n\nOn the fresh food: gently cooked diets are usually very palatable, which helps with weight gain. Just keep an eye on Pilot's teeth, because softer food doesn't clean them the way some kibble does — a dental chew or tooth brushing a few times a week helps.",
        "Would it be okay to let Pilot off the lead at Roundhay Park? Everyone says greyhounds can't be let off.",
        "The advice you've heard is cautious for good reasons. Greyhounds are sighthounds: if something small and fast catches their eye, they can reach 40 mph in seconds and won't hear you calling. Ex-racers have also been trained to chase, and many have no road sense.\n\nSome safer alternatives:\n\n- Secure dog fields. Many areas have fully fenced fields you can hire by the half hour. They're ideal for a proper sprint.\n- Long line. A 10 m line on a harness gives freedom while you keep control.\n- Fenced sections of parks, checked carefully first for gaps and low fences.\n\nIf you do ever let Pilot off in an open area, a basket muzzle is a good idea at first, and choose quiet times with no squirrels, small dogs or bikes around. Many owners find a weekly field booking gives their greyhound all the zoomies they need."]),
    ("2024-08-31T19:15:00+01:00", [
        "Big change: we've moved out of Headingley to a house in Ilkley with a garden, so Pilot finally has grass to zoom around on. We're also booking a secure dog field near Otley on Saturday mornings — £12 for 30 minutes. We've stayed with the Kirkstall vet for now, even though it's a half-hour drive.",
        "Congratulations on the move — a garden will make a huge difference to Pilot's days.\n\nA few garden checks for a greyhound:\n\n- Fence height and gaps. Most greyhounds aren't climbers, but a startled one can clear a surprising height. Check for gaps under gates and loose panels.\n- Surfaces. Greyhounds turn hard at speed, so stones, sharp edges or hidden holes can cause injuries. Walk the lawn and fill dips.\n- Shade and water. Lean dogs heat up fast in sunny weather.\n- Toxic plants. Check for foxgloves, yew, and lily bulbs in new borders.\n\nMoves can unsettle rescue dogs for a week or two, so some clinginess, night crying or toilet accidents would be normal. Keep the same bed, bowls and routine as much as you can.",
        "Now Pilot has started stealing food off the worktop in the new kitchen. Help!",
        "Counter surfing is extremely common in greyhounds — they're tall enough to rest their chin on the worktop without even standing up, so to them it's just a shelf at nose level.\n\n- Management first. For the next month, keep the worktops completely clear of food. Every successful theft is a big reward, and a few wins keeps the habit going for ages.\n- Teach a 'settle' spot. Give Pilot a bed or mat in the kitchen doorway and reward generously for lying there while you cook.\n- Baby gate. If you can't supervise, gate off the kitchen during food preparation.\n- Don't chase. Chasing turns it into a game. Calmly trade the stolen item for something better.\n\nMost greyhounds get much more reliable once the 'jackpot' stops appearing."]),
    ("2024-12-14T16:45:00+00:00", [
        "Winter question! Pilot shivers on walks, even in a fleece. Pilot's last check at Kirkstall was last week — weight is spot on at 32kg — and after that we finally registered with a vet here in Ilkley, because the drive was getting silly. Kirkstall are sending all the records over.",
        "Glad the weight is where the vet wanted it — that's a great outcome from where Pilot started. And moving to a local vet makes sense now; in an emergency, half an hour is a long drive.\n\nShivering in a fleece is really common in greyhounds. They have very little body fat and thin coats, so they feel cold quickly, especially in wind and rain. Options:\n\n- A waterproof, padded winter coat with a high neck and full belly coverage. Fleeces are great indoors or under a coat, but wind goes straight through them.\n- A snood for the neck and ears.\n- Shorter, brisker walks in the coldest weather, with longer ones at midday when it's warmer.\n- Paw care: check for grit and road salt after walks, and rinse paws if roads have been gritted.",
        "How many layers on the frosty mornings? It's been hitting −3°C up here.",
        "At −3 °C with Pilot's build, I'd go for:\n\n1. A thin fleece or jumper as a base layer.\n2. A padded, waterproof coat on top, covering the chest and belly.\n3. A snood over the neck and ears.\n\nWatch for signs that Pilot is still cold — shivering, a tucked tail, hunched back, or trying to turn for home — and cut the walk short if so. Equally, if Pilot is panting or seems warm after a brisk walk, remove the base layer. Indoors, a thin pyjama-style top at night can help if the house gets chilly."]),
], [
    ("Which vet is Pilot registered with now?", ["s4:1"], U, ["s1:3", "s2:1"]),
    ("What did Pilot weigh at the most recent check?", ["s4:1"], U, ["s1:3", "s2:1"]),
    ("Where are we living now?", ["s3:1"], U, ["s1:1"]),
    ("What is Pilot eating these days and roughly what does it cost?", ["s2:1"], U, ["s1:1"]),
    ("How much weight has Pilot put on since the first vet told us Pilot was underweight?", ["s1:3", "s4:1"], M),
    ("Where did we get Pilot from?", ["s1:1"], S),
    ("Roughly how long have we had Pilot now?", ["s1:1"], T),
    ("Is Pilot a boy or a girl?", [], A),
    ("What's the name of the greyhound-savvy vet at Kirkstall?", [], A),
    ("Which brand is the fresh food subscription?", [], A),
    ("灵缇一般能活多少岁？", [], A),
])

# ---------------------------------------------------------------- E6 house & heating, Anchorage
add("en-house-anchorage", "south-anchorage-1978", "2025-01-30T19:00:00-09:00", [
    ("2023-11-08T19:00:00-09:00", [
        "I own a 1978 split-level in South Anchorage, about 1,900 square feet. It's heated by an old natural-gas boiler with baseboard hydronic heat, and our gas bill hit $410 last January. The boiler's 31 years old. I'm trying to decide between a cold-climate air-source heat pump and a new high-efficiency condensing boiler. We're also planning to finish the basement as a rental unit at some point to help with the mortgage. Does a heat pump make sense at Anchorage temperatures?",
        "It can work, but Anchorage is a case where the economics are less obvious than in many places.\n\nPerformance. Modern cold-climate heat pumps keep producing useful heat well below 0 °F, though capacity and efficiency drop as it gets colder. Anchorage winters have cold snaps below zero, so any heat pump would need to be sized for your design temperature, and many installers would keep a backup heat source.\n\nYour hydronic system. Since you have baseboard hot water, the most common heat-pump option is a ductless mini-split (which would run alongside the baseboards) or an air-to-water heat pump, which heats your existing loop. Hydronic baseboards designed for high water temperatures can be a poor match for air-to-water units, which are most efficient at lower water temperatures.\n\nFuel prices. Natural gas in Southcentral Alaska has historically been relatively cheap compared with electricity, which narrows or even removes the savings from a heat pump. The comparison really depends on your current gas rate per therm versus your electric rate per kWh.\n\nA condensing boiler is a straightforward like-for-like upgrade that could cut gas use substantially if your old unit is inefficient. Get quotes for both and run the numbers with your actual rates.",
        "I've got a quote from a local outfit, Northern Comfort Mechanical, for a condensing boiler: $11,800 installed. Another company quoted $24,500 for an air-to-water heat pump system.",
        "That's a big gap. A rough way to compare:\n\n1. Upfront difference: about $12,700 more for the heat pump.\n2. Annual savings: estimate your current annual gas use. If the old boiler is around 75–80% efficient and a condensing boiler is 90–95%, you might cut gas use by 15–20%. For a heat pump, compare the cost per unit of delivered heat from electricity at its seasonal efficiency against gas.\n3. Incentives: check for current federal tax credits, utility rebates, and state programmes, which can change the picture.\n\nUnless your electric rate is unusually low or incentives are large, the condensing boiler is likely the better value in Anchorage right now. Before committing either way, an energy audit is worth considering: tightening the house often cuts heating costs more cheaply than equipment upgrades, and it may let you install a smaller, cheaper unit."]),
    ("2024-03-02T10:00:00-09:00", [
        "Decision made: we're going with the condensing boiler from Northern Comfort. They revised the quote to $12,600 because the gas line needs upsizing. Installation is scheduled for May. We also decided to do an energy audit first — it was $450.",
        "Sounds like a sensible plan. An audit before the install is a good sequence, because the results can show whether the boiler needs to be as big as the old one.\n\nA typical energy audit includes:\n\n- A blower door test to measure how leaky the house is.\n- An infrared camera scan to find cold spots, missing insulation and air leaks.\n- A check of attic, wall and rim joist insulation.\n- Combustion safety checks on gas appliances.\n\nIn a 1978 split-level, common problem areas are the rim joists (where the floor framing meets the foundation), the attic hatch, recessed lights, and the connection between the upper and lower levels. Ask the auditor for a prioritised list with rough costs.",
        "The auditor found the rim joists are basically uninsulated and the attic only has about six inches of old fiberglass.",
        "Those are both classic, very fixable findings.\n\nRim joists. Uninsulated rim joists leak a lot of air and heat. The usual fix is cutting rigid foam boards to fit each bay and sealing the edges with canned foam, or having closed-cell spray foam applied. Either also air-seals the area.\n\nAttic. Six inches of old fiberglass is well below what's recommended for a cold climate. The common upgrade is to air-seal the attic floor first — around light fixtures, plumbing stacks, and the hatch — then blow in cellulose or fiberglass to reach a much higher R-value.\n\nThese improvements usually pay back faster than equipment upgrades, and they'll also make the house more comfortable."]),
    ("2024-07-15T21:00:00-08:00", [
        "The boiler went in in early June and it's great. Change of plans on something else, though: we're not doing the basement as a rental anymore. My partner's mom, Ruth, is moving up from Phoenix in the fall, so the basement is becoming her suite instead. We'll need to add a bathroom down there.",
        "That's a big change, but a basement suite for a parent is a really common and practical solution.\n\nA few things to plan for:\n\n- Bathroom plumbing. If the basement floor is below the main sewer line, you'll need an ejector pump or an upflush toilet system. A contractor will check where the main drain is.\n- Egress. Any basement bedroom needs an egress window that meets code for emergency escape.\n- Permits. Finishing a basement with a bathroom and bedroom will usually need permits from the Municipality of Anchorage.\n- Accessibility. If Ruth has mobility concerns, consider a curbless shower, grab bars, and a stair handrail on both sides.\n- Radon. Worth testing before finishing, since basements are where radon concentrates.",
        "The basement contractor quoted $38,000 including the egress window. And the attic insulation job ended up costing $3,900.",
        "$38,000 for a basement finish with a bathroom and egress window is in a plausible range, though it depends a lot on square footage and finish quality. Ask the contractor to break it down into plumbing, electrical, egress, framing and drywall, flooring, and fixtures, so you can see where the money goes and compare with a second quote.\n\nAnd $3,900 for the attic insulation is a good investment. Combined with the new boiler, you should see a noticeable drop in your gas bills this winter."]),
    ("2024-12-10T18:00:00-09:00", [
        "Our first December gas bill with the new boiler and the attic done came in at $198 — compared with $340 last December. Ruth moved in in October and loves the suite, though she says the basement floor is cold.",
        "That's a great result — a drop of $142 on one month's bill, and December isn't even the coldest month yet.\n\nFor the cold basement floor, options from cheapest to most involved:\n\n- Thick area rugs with a felt pad underneath.\n- Insulated subfloor panels laid over the concrete, if floor height allows.\n- Electric radiant heating mats in the bathroom.\n- A dedicated heating zone for the basement.",
        "Could we add a separate zone for the basement on the new boiler?",
        "Usually yes. Condensing boilers handle multiple zones well. The typical approach:\n\n- Add a zone valve or a separate circulator pump for the basement loop.\n- Install a thermostat in Ruth's suite so she controls her own temperature.\n- Add baseboard or panel radiators in the basement.\n\nAsk Northern Comfort for a quote since they installed the boiler and know the system. Costs vary, but it's usually a fraction of the boiler itself."]),
], [
    ("What are we heating the house with now?", ["s2:1", "s3:1"], U, ["s1:1"]),
    ("What did Northern Comfort end up charging for the boiler?", ["s2:1"], U, ["s1:3"]),
    ("What's the basement being turned into?", ["s3:1"], U, ["s1:1"]),
    ("How much lower was our December gas bill this year than the year before?", ["s4:1"], S),
    ("Add up what I've spent on the boiler, the energy audit and the attic insulation.", ["s2:1", "s3:3"], M),
    ("What did the energy auditor find wrong with the attic?", ["s2:3"], S),
    ("How long has Ruth been living with us?", ["s4:1"], T),
    ("Which company quoted the heat pump?", [], A),
    ("What's my partner's name?", [], A),
    ("How much was our gas bill last February?", [], A),
    ("Ruth 以前在凤凰城住了多少年？", [], A),
])

# ---------------------------------------------------------------- E7 saving for a boat, Auckland
add("en-boat-savings-auckland", "grey-lynn-sound", "2025-03-01T10:00:00+13:00", [
    ("2024-02-11T20:00:00+13:00", [
        "I'm 34, I work as a sound engineer at a post-production studio in Grey Lynn, and I've decided I want to buy a small keelboat within two years. Right now I've got NZ$18,500 in a notice saver at 5.1%, and I can put away about $900 a month. I'm looking at a Farr 727 — there are usually a few for sale around $25–35k. Is two years realistic?",
        "It looks realistic on the savings side. Roughly:\n\n- Starting balance: $18,500\n- Two years of saving: 24 × $900 = $21,600\n- Interest: at around 5% on a growing balance, maybe $2,000–$2,500 over two years before tax\n\nThat puts you somewhere around $42,000, which comfortably covers a $25–35k boat with money left over.\n\nThe thing that catches people out isn't the purchase price but the running costs. A common rule of thumb is to budget about 10% of the boat's value per year, sometimes more for older boats:\n\n- Berth or mooring\n- Insurance\n- Antifouling and haul-out each year\n- Maintenance: rigging checks, engine servicing, sails eventually\n- Safety gear and its expiry dates\n\nSo I'd aim to buy the boat with some money left in reserve — perhaps $5,000 — rather than spending every dollar on the purchase.",
        "The ownership costs are what scare me. Apparently a marina berth at Westhaven for a seven-metre boat is about $340 a month. A swing mooring is much cheaper, but then I'd need a dinghy to get out to it.",
        "Those are the main trade-offs. Broadly:\n\nMarina berth\n- Step aboard from the pontoon, power and water available, easy to pop down after work.\n- The most expensive option, and the price usually rises with boat length.\n\nSwing mooring\n- Much cheaper per year, but you need a dinghy (and somewhere to keep it), and getting out to the boat in bad weather is less fun.\n- Moorings also need regular inspection and maintenance, which is a separate cost.\n\nTrailer or hardstand\n- Some smaller boats can live on a trailer at home or in a dry-stack facility, which cuts mooring costs but adds launching time.\n\nIt's worth adding the annual figure for each into your budget: at $340 a month, a berth is over $4,000 a year, which is a significant share of a $30k boat's value. Many first-time owners start on a mooring and move to a berth once they know how much they use the boat."]),
    ("2024-06-22T14:30:00+12:00", [
        "Two changes. First, I've been promoted to senior engineer, so I can save $1,300 a month now. Second, I've gone off the Farr 727 after sailing on a mate's — way too cramped for me at six foot three. I'm now looking at a Young 88, which is bigger and usually goes for $40–55k. My savings are at $23,400.",
        "Congratulations on the promotion! Let's redo the numbers with the new target:\n\n- Current savings: $23,400\n- Remaining time to your two-year goal (from February): about 20 months\n- 20 × $1,300 = $26,000\n- Interest: maybe $1,500–$2,000\n\nThat's roughly $51,000 by early 2026. A Young 88 in the $40–48k range looks achievable, but the top end of the range would leave little reserve. Running costs also go up with a bigger boat — berth fees, antifouling and sails scale with length.\n\nA few options if you want a bigger margin: stretch the timeline a few months, look for a boat that needs cosmetic work, or consider sharing ownership with someone.",
        "Would it make sense to move the savings into a term deposit? My bank's offering 5.6% for 12 months.",
        "It can, with a couple of caveats:\n\n- Liquidity. A term deposit locks the money up. If the perfect boat comes up in eight months, breaking the deposit early can cost you interest.\n- Rate difference. 5.6% vs 5.1% on $20,000 is about $100 a year extra before tax — useful but not life-changing.\n- Tax. Interest is taxed either way at your resident withholding tax rate, so compare after-tax returns.\n\nA middle path: put part of the savings in a term deposit and keep the rest in the notice saver, or ladder it across different terms so some money becomes available every few months."]),
    ("2024-10-05T09:15:00+13:00", [
        "I went for the term deposit in the end — I put $20,000 in on the 1st of October, locked for 12 months at 5.6%, and the rest stays in the notice saver. I've also started crewing on a Young 88 in the Wednesday night races out of a club in Okahu Bay, to learn the boat properly. One annoying thing: Westhaven berth prices have gone up — a ten-metre berth, which I'd need for a Young 88, is now about $520 a month.",
        "Crewing on the exact model you want to buy is one of the best things you can do — you'll learn its quirks, what wears out, and what to look for in a survey, and you'll meet owners who might know of boats for sale.\n\nOn the berth: $520 a month is about $6,240 a year, which is a big chunk of running costs for a $45k boat. Worth pricing out alternatives — a swing mooring, a berth at a marina further out, or shared arrangements.",
        "A guy from the Wednesday crew, Hemi, has suggested we go halves on a Young 88. Is a boat partnership a good idea?",
        "It can be an excellent idea — or a friendship-ending one. It depends almost entirely on how well you set it up.\n\nPros: half the purchase price, half the running costs, someone to share maintenance work, and often a better boat than either of you could afford alone.\n\nCons: disagreements over usage, spending on upgrades, maintenance standards, and what happens when one person wants out.\n\nIf you go ahead, have a written agreement covering ownership shares, how costs are split, a booking system, who does what maintenance, insurance, and an exit clause (how a share is valued and sold, and whether the other partner gets first refusal). Sail together a good few times before committing — you'll learn quickly whether your styles match."]),
    ("2025-01-18T11:00:00+13:00", [
        "Decision made: Hemi and I are buying a Young 88 together, 50/50. We found one at Gulf Harbour for $48,000 and the survey's booked for next week. My half is $24,000, which I'll cover from the notice saver plus my January savings — I won't touch the term deposit. Also, we're going to put it on a swing mooring in Okahu Bay instead of a marina berth; it's about $1,800 a year, which we'll split.",
        "Exciting! A few things to ask the surveyor to look at closely on an older Young 88:\n\n- Keel bolts and the keel-to-hull joint, including signs of previous groundings.\n- Rudder and rudder bearings.\n- Rigging age — standing rigging is often replaced every 10–15 years.\n- Moisture in the deck, especially around fittings.\n- Engine hours and service history.\n- Sail condition and age.\n\nAlso confirm that the boat can be insured on a swing mooring and ask the harbourmaster or mooring contractor about the mooring's inspection history.",
        "What should go into our partnership agreement?",
        "Key sections for a two-person boat partnership:\n\n1. Ownership: 50/50, how it's registered, and what happens if one person contributes more to repairs.\n2. Costs: a shared account both contribute to monthly, covering mooring, insurance, haul-out and maintenance.\n3. Usage: a booking system, how racing days are handled, and rules for guests.\n4. Maintenance: who does what, standards, and a spending limit above which both must agree.\n5. Insurance and liability.\n6. Exit: how a share is valued (independent valuation), right of first refusal, and a time frame.\n7. Disputes: an agreed process, such as mediation.\n\nPut it in writing and have both of you sign it; it's worth paying for a short legal review."]),
], [
    ("What boat am I buying?", ["s4:1"], U, ["s1:1"]),
    ("How much am I able to save each month now?", ["s2:1"], U, ["s1:1"]),
    ("Where's the boat going to be kept?", ["s4:1"], U, ["s1:3", "s3:1"]),
    ("What's the asking price of the boat, and what's my share?", ["s4:1"], S),
    ("How much did my savings grow between February and June last year?", ["s1:1", "s2:1"], M),
    ("Why did I go off the Farr 727?", ["s2:1"], S),
    ("When does my term deposit mature?", ["s3:1"], T),
    ("What's Hemi's surname?", [], A),
    ("Which bank am I with?", [], A),
    ("What year was the Young 88 at Gulf Harbour built?", [], A),
    ("我朋友那艘 Farr 727 叫什么名字？", [], A),
])

# ---------------------------------------------------------------- E8 Kumano Kodo & heel, Minneapolis
add("en-kumano-minneapolis", "mpls-walker", "2025-01-20T19:00:00-06:00", [
    ("2024-01-14T20:30:00-06:00", [
        "My sister and I are planning to walk the Kumano Kodo Nakahechi route in Japan — we're thinking late April, five days from Takijiri-oji to Kumano Hongu Taisha, with luggage transfer between inns. I'm 52, I live in Minneapolis, and I walk a lot but mostly on flat city paths around the lakes. How should I train over the winter here?",
        "Great choice — the Nakahechi is beautiful, but it surprises people who train on flat ground. The route has a lot of up and down: long climbs on stone steps and root-covered paths, and steep descents that are hard on knees and feet. Daily elevation gain can be several hundred metres or more.\n\nWinter training in Minneapolis:\n\n- Stairs. Stairwells in a building, a stair machine at the gym, or outdoor steps when they're clear. Build up gradually to 30–45 minutes.\n- Incline walking. A treadmill at 10–15% incline with a daypack is a decent substitute for trail climbs.\n- Descents. Practise going down stairs slowly and with control — that's where legs get sore on the trail.\n- Long days. Once a week, do a long walk of three to four hours, ideally on uneven ground, to get used to time on your feet.\n- Strength. Squats, lunges, step-ups and calf raises twice a week.\n\nIncrease volume gradually — no more than about 10% a week — to avoid overuse injuries.",
        "I've got a pair of trail runners I love, but my sister insists I need proper hiking boots. Opinions?",
        "Both can work; it depends on your feet and the conditions.\n\nTrail runners: lighter, less fatiguing, dry faster once wet, and many people find them more comfortable on long days.\n\nHiking boots (mid-height): more ankle support, more protection from roots and rocks, and usually more waterproof.\n\nOn the Kumano Kodo, the trail is often wet — the Kii Peninsula gets a lot of rain — and stone steps and roots can be slippery. Grip matters more than anything: look for a sticky rubber sole with good lugs.\n\nThe most important thing is to train in whatever you'll wear on the trip, so your feet are used to them long before you go."]),
    ("2024-03-10T09:00:00-05:00", [
        "Ugh. I've developed plantar fasciitis in my left heel — probably from ramping up the stair climber at the gym too fast. My podiatrist says it's mild, but the trip was at risk, so we've pushed it from late April to mid-October. That gives me about seven months.",
        "Sorry to hear it — plantar fasciitis is really common when training volume ramps up quickly. The good news is that mild cases usually respond well to conservative treatment, and seven months is a comfortable window.\n\nWhat generally helps:\n\n- Stretching: calf stretches (both straight-knee and bent-knee) and plantar fascia stretches, especially first thing in the morning before standing.\n- Rolling the arch over a frozen water bottle or a massage ball.\n- Supportive footwear at home too — avoid going barefoot on hard floors.\n- Load management: cut back on the activity that aggravated it, rather than stopping everything.\n\nFollow your podiatrist's specific plan; they've examined your foot.",
        "The podiatrist wants me in over-the-counter arch support insoles and gave me a stretching routine. Should I stop training completely?",
        "Usually not — relative rest is the common approach, meaning you keep active but switch to activities that don't provoke the heel.\n\n- Swap impact for low-impact cardio: cycling, swimming, rowing or an elliptical.\n- Keep strength work for legs and core, avoiding moves that hurt.\n- Use a simple pain scale: some discomfort (say 2–3 out of 10) that settles by the next morning is generally OK; pain that is worse the next morning means you did too much.\n- Reintroduce walking gradually, then stairs last.\n\nCheck with your podiatrist about a timeline for reintroducing stairs and hills."]),
    ("2024-06-30T18:00:00-05:00", [
        "Heel's about 80% better. And I've switched from the trail runners to mid-height waterproof hiking boots after all — my sister won that argument — and the podiatrist approved them with the insoles. We've also changed the itinerary: instead of five days on the Nakahechi, we're doing four days of walking and then two nights at a temple lodging on Koyasan, because my sister really wants to see Okunoin.",
        "Great news on the heel, and good that the boots work with the insoles — break them in thoroughly over the summer.\n\nKoyasan is a lovely addition. Staying in a temple lodging (shukubo) usually includes:\n\n- Vegetarian Buddhist cuisine (shojin ryori) for dinner and breakfast.\n- The option of attending early morning prayers.\n- Simple tatami rooms and shared baths in many places.\n\nOkunoin, the vast cemetery leading to Kobo Daishi's mausoleum, is atmospheric at any time; many lodgings offer evening walking tours.\n\nGetting from the end of the Nakahechi to Koyasan takes most of a day by bus and train, so plan that as a travel day.",
        "Our flights are booked: Minneapolis to Tokyo Haneda nonstop, then a domestic hop to Nanki-Shirahama. We leave October 9.",
        "That's a well-planned routing: Nanki-Shirahama is the closest airport to the start of the trail, and from there buses run to Kii-Tanabe and on to Takijiri.\n\nFor jet lag, consider a buffer day before walking. Flying west across that many time zones, you'll probably be wide awake very early for the first few days, which actually suits early starts on the trail.\n\nBefore you go, check the trail conditions page for the Kumano Kodo — typhoons and heavy rain can cause landslides and detours in early autumn."]),
    ("2024-11-03T15:00:00-06:00", [
        "We're back! The Kodo was magical. My heel held up fine except on day three, when it poured all day and the descents were brutal. The boots were the right call. Koyasan got cancelled at the last minute, though — a typhoon warning suspended the trains up the mountain, so we spent those two nights in Kyoto instead.",
        "Welcome back — that sounds like a wonderful trip, even with the weather. A heel that held up for four days of Kumano descents in the rain is a great sign the rehab worked.\n\nAfter a trip like that, it's normal for the heel to be a bit grumpy for a week or two. Keep up your stretches, wear supportive shoes at home, and ease back into your usual walking.\n\nSorry about Koyasan — but Kyoto is hardly a consolation prize. Maybe it's a reason to go back.",
        "Now I'm thinking about the Camino Portugués next year. My podiatrist says I should keep up the stretches indefinitely. What should I know about it?",
        "The Camino Portugués is a nice next step after the Kodo: generally gentler terrain, but longer.\n\n- Routes: the central route inland or the coastal route, usually starting in Porto, and they join up further north. Many people walk from Tui, just over the Spanish border, to Santiago, which is just over 100 km and qualifies for the Compostela certificate.\n- Terrain: mostly manageable, but with lots of cobblestones and asphalt, which can be hard on feet — different stress from trail descents.\n- Season: spring and early autumn are popular; midsummer can be hot.\n- Accommodation: from pilgrim albergues to private rooms; luggage transfer services are widely available.\n\nGiven your heel history, plan shorter days at the start and keep your boots-and-insoles combination."]),
], [
    ("What did I end up wearing on my feet for the Kodo?", ["s3:1", "s4:1"], U, ["s1:3"]),
    ("When did we actually fly out to Japan?", ["s3:3"], U, ["s1:1", "s2:1"]),
    ("Where did we spend the last two nights of the Japan trip?", ["s4:1"], U, ["s3:1"]),
    ("Which heel was the plantar fasciitis in?", ["s2:1"], S),
    ("How many days did we walk on the Kodo compared with what we first planned?", ["s1:1", "s3:1"], M),
    ("Which day of the walk was the worst for my heel, and why?", ["s4:1"], S),
    ("By how many months did the heel push the trip back?", ["s2:1"], T),
    ("What's my sister's name?", [], A),
    ("What brand are my hiking boots?", [], A),
    ("How much did our flights to Japan cost?", [], A),
    ("高野山的宿坊住一晚大概多少钱？", [], A),
])

# ---------------------------------------------------------------- E9 caring for dad, Halifax
add("en-eldercare-halifax", "truro-dad", "2025-02-15T10:00:00-04:00", [
    ("2024-02-03T21:00:00-04:00", [
        "My dad is 84, widowed, and still lives alone in his house in Truro, about an hour from me in Halifax. He's had two falls since Christmas — nothing broken — and he's started missing his blood pressure pills. My brother lives in Calgary, so it's mostly on me. I drive up every Sunday. Where do I even start?",
        "I'm sorry — that's a lot to carry, especially at a distance. A reasonable order of steps:\n\n1. Medical review. Book an appointment with his family doctor and mention the falls and the missed pills specifically. Falls in older adults often have contributing causes — blood pressure drops on standing, medication side effects, vision, or weakness — that can be addressed.\n2. Home care assessment. In Nova Scotia, home care services are arranged through the provincial Continuing Care program. You or he can request an assessment; they'll look at what help he needs and what's available.\n3. Home safety. Remove loose rugs, add grab bars in the bathroom, improve lighting on stairs and at night, and consider a medical alert pendant so he can call for help if he falls.\n4. Medications. Ask his pharmacy about blister packs, which organise pills by day and time.\n5. Plan with your brother. Even from Calgary, he can handle tasks like calls, paperwork or finances, and help pay for services.\n\nIt's also worth starting a gentle conversation with your dad about what he wants if living alone gets harder.",
        "He takes amlodipine in the morning and metformin twice a day. The pharmacy in Truro says they can do blister packs for $8 a month.",
        "That's a good price, and blister packs can make a real difference. With his schedule, each day would have a morning slot (amlodipine + metformin) and an evening slot (metformin). Some extra ideas:\n\n- A simple alarm or a talking reminder clock for each dose time.\n- Keep the blister pack somewhere he passes at those times — by the kettle, for instance.\n- On your Sunday visits, check the pack to see if any doses were missed, and let his doctor know if it's happening often.\n\nIf missed doses continue, the home care assessment can include medication reminders by a care worker."]),
    ("2024-05-12T19:30:00-03:00", [
        "Update: Continuing Care assessed Dad and approved home care — a personal care worker comes three mornings a week, Monday, Wednesday and Friday. He's using the blister packs now, and we got him a medical alert pendant. He still refuses to give up driving, though, and honestly his driving scares me.",
        "That's real progress in three months. The driving question is one of the hardest conversations families have.\n\nSome approaches that help:\n\n- Involve his doctor. Physicians can assess fitness to drive and, where needed, report concerns to the licensing authority. Hearing it from a doctor often lands differently than hearing it from family.\n- Ask for a formal driving assessment, which gives an objective answer rather than a family opinion.\n- Focus on alternatives rather than loss: rides from you or neighbours, community transport, taxis paid from the money saved on insurance and fuel.\n- Start with limits if he's resistant: no night driving, no highways, local trips only.\n\nRespect how much driving means for his independence; that's usually what the resistance is really about.",
        "My brother thinks we should start looking at long-term care now, because the waitlists are long. Dad hates the idea.",
        "Your brother has a point about timing, and your dad's feelings are just as valid. A few distinctions may help the conversation:\n\n- Long-term care (nursing homes) in Nova Scotia is accessed through Continuing Care; placement depends on assessed need, and waits can be long.\n- Private retirement residences or assisted living are paid privately, usually have shorter waits, and offer more independence: his own apartment, with meals, activities and help available.\n\nFor many people in your dad's situation, a retirement residence is a middle step that feels less like 'going into a home'. Visiting a couple of places together, framed as 'just having a look', can take the pressure off."]),
    ("2024-08-25T20:00:00-03:00", [
        "Things moved fast. Dad had another fall in July, and this time he fractured his wrist. Afterwards he agreed to move. He's now at a private retirement residence in Bedford — 15 minutes from me instead of an hour — paying $4,200 a month for a one-bedroom with meals. We sold his car, and the Truro house goes on the market in September.",
        "That's a lot of change in one summer, and I hope his wrist is healing well. A move closer to you is a big relief.\n\nA few practical things:\n\n- Adjustment takes time. The first few weeks to couple of months are often the hardest. Familiar furniture, photos and his own chair help a lot.\n- Taxes. Ask about the caregiver credit and whether he qualifies for the disability tax credit; some retirement residence costs may also be claimable as medical expenses depending on the care provided. An accountant can help.\n- House sale. Since it's been his principal residence, any gain on the sale is generally not taxable, but get advice on the paperwork.",
        "How often should I be visiting while he settles in? I've been going every day and I'm exhausted.",
        "Daily visits are a very common reaction, and very hard to sustain. Some thoughts:\n\n- Staff often suggest that a bit of space in the first weeks helps residents bond with staff and other residents rather than waiting for family visits.\n- Three or four visits a week, with phone calls in between, is a rhythm many families settle into.\n- Encourage him to try the activities; ask staff which ones might suit him.\n- Look after yourself. Caregiver burnout is real, and you'll be more present on the days you do visit.\n\nYour brother might also set up regular video calls with him to share the load."]),
    ("2024-12-08T17:00:00-04:00", [
        "The Truro house sold in November for $318,000, after we dropped the asking price from $349,000. Dad's settled in — he's even joined the residence's cribbage group. The residence is raising his rent to $4,450 from January. I've dropped to visiting Tuesdays, Thursdays and Sundays now. My brother's flying in for Christmas.",
        "That's lovely to hear about the cribbage group — joining activities is one of the best signs that someone is settling in. And visiting three days a week sounds much more sustainable for you.\n\nWith the house sold, it may be a good time to sit down with a financial adviser to plan how the proceeds are invested, since they'll probably fund his care for years.",
        "With his pension and the house money, how long could he afford the residence? His CPP, OAS and a small work pension come to about $2,600 a month.",
        "Rough numbers:\n\n- Rent from January: $4,450/month\n- Income: $2,600/month\n- Shortfall: $1,850/month, or $22,200/year\n\nIf the net proceeds from the house are close to $318,000 (after real estate commission and legal fees they'll be a bit lower), and ignoring investment returns and rent increases, that covers about 14 years. Residences usually raise rent every year, and care needs tend to increase, which can add fees. Investment returns would work in the other direction. A realistic range might be 10–14 years. A financial planner can model this more carefully and help choose investments suited to that timeline."]),
], [
    ("Where is Dad living now?", ["s3:1"], U, ["s1:1"]),
    ("What's Dad paying a month at the residence now?", ["s4:1"], U, ["s3:1"]),
    ("How often am I visiting Dad these days?", ["s4:1"], U, ["s1:1", "s3:3"]),
    ("What did Dad's house go for, and how far below the original asking price was that?", ["s4:1"], S),
    ("What happened with Dad's car in the end?", ["s2:1", "s3:1"], M),
    ("What does Dad get each month from his pensions?", ["s4:3"], S),
    ("How long has Dad been at the residence now?", ["s3:1"], T),
    ("What's my brother's name?", [], A),
    ("What's the residence in Bedford called?", [], A),
    ("Which wrist did Dad break?", [], A),
    ("我爸在特鲁罗那套房子有几个卧室？", [], A),
])

# ---------------------------------------------------------------- C1 古琴，杭州
add("zh-guqin-hangzhou", "binjiang-qin", "2025-02-20T20:00:00+08:00", [
    ("2024-03-09T20:00:00+08:00", [
        "我去年秋天开始学古琴，在杭州西湖边一个小琴馆上课，老师姓沈，每周六上午一节课，一节300块。现在在练《秋风词》，但是左手的吟猱总是做不好，按音也老是不准，弹出来发闷。有什么练习方法吗？",
        "《秋风词》是很多人入门后的第一首完整曲子，吟猱和按音的问题几乎人人都会遇到，别着急。可以从这几方面练：\n\n1. 先把按音按实。左手大指一般用指甲和指肉相交的地方按弦，名指用指肉。按下去要把弦压到琴面上，声音才实；按得虚就会发闷、发飘。可以单独练“按—弹—停”，每个音弹完听余音是否干净。\n2. 找准徽位。初学时看着徽位按，按音的位置在两个徽之间时，先用调音器或者和泛音对比，确认音准，再凭手感记住。\n3. 吟猱先慢后快。吟是小幅度的往复，猱是幅度更大、先上后下的动作。开始时用极慢的速度，像“走”一样左右移动，幅度宁大勿小，等动作稳定了再收小、加快。关键是手腕放松，动作从手臂带动，而不是手指硬抠。\n4. 单句循环。把曲中带吟猱的几个句子单独拎出来，每句反复十遍，再连起来。\n5. 录音回听。自己弹的时候听不清，录下来回放，很容易发现哪里按虚了、哪里吟猱不匀。\n\n每天二三十分钟专门练这些，比整曲反复弹效果好。",
        "我现在用的是琴馆借的一张仲尼式练习琴，想买一张自己的琴，预算五千左右，你觉得应该买什么样的？",
        "五千左右能买到不错的练习琴或入门演奏琴，挑的时候可以注意这些：\n\n- 材质：常见是杉木面、梓木底，老杉木的琴声音更松透，价格也会高一些；桐木琴便宜，但声音往往偏闷、偏散。\n- 漆：大漆（生漆）琴更传统，声音和手感更好，但价格高、干透需要时间；化学漆便宜，音色容易发紧。这个预算里可以找到鹿角霜大漆的入门琴。\n- 琴式：仲尼式、伏羲式、连珠式、落霞式等，主要是外形不同，对音色影响没有材料和做工大。选自己看着喜欢的就好。\n- 试音：散音要松沉有余韵，泛音要清亮，按音走手时要顺滑，不能有明显的“打板”（弦碰到琴面发出的杂音）。特别是七徽到十徽这几个常用的按音区。\n- 找老师帮忙：最好请老师一起去试，或者让卖家允许试弹一段时间。\n\n另外，买回来以后要注意湿度，杭州梅雨季潮，冬天开暖气又干，琴都不太喜欢。"]),
    ("2024-06-15T21:30:00+08:00", [
        "跟你汇报一下：琴买了！是一张伏羲式的老杉木琴，最后花了7800，超预算了，但是音色特别松透，我一弹就舍不得放下。另外沈老师去北京发展了，我换了一位新老师，是浙江音乐学院的研究生，姓陆，课费降到每节250，不过改成了周三晚上上课。",
        "恭喜有了自己的琴！老杉木伏羲式，音色松透，超一点预算也值得，毕竟要陪你很多年。\n\n新琴的保养：\n\n- 湿度：最理想在45%到65%之间。杭州现在进入梅雨季，琴房可以开除湿，冬天开暖气时要加湿。\n- 避免直吹：空调、暖气出风口不要对着琴，也不要放在阳光直射的窗边。\n- 放置：不弹时可以挂在墙上或平放在琴桌上，琴囊在潮湿季节不要长期套着，不透气。\n- 琴弦：新琴的弦可能会慢慢松，经常调音是正常的。\n\n换老师也是一个新的开始，不同老师的指法和打谱习惯会有差别，刚开始可以多问问陆老师她对你之前所学内容的看法。",
        "陆老师让我开始学《酒狂》，说它的节奏比《秋风词》难。你能讲讲这首曲子的背景吗？",
        "《酒狂》一般认为与魏晋时期的阮籍有关，最早见于明代朱权编的《神奇秘谱》。阮籍身处司马氏专权的时代，常借醉酒避祸、表达苦闷，所以这首曲子表面写醉态，实则寄托了不满与愤懑。\n\n音乐上的特点：\n\n- 节奏：今天常见的打谱版本（姚丙炎先生的打谱影响很大）是三拍子的节奏型，重音常落在弱拍上，营造出步履蹒跚、摇摇晃晃的醉感。这正是它难的地方，要弹出“醉”而不乱。\n- 曲末常有一段泛音，被解释为酒醒或是“仙人吐酒”，与前面的醉态形成对比。\n\n练的时候先用节拍器把节奏弹稳，再慢慢加入轻重和自由处理，不要一开始就追求“醉”的感觉。"]),
    ("2024-10-20T16:00:00+08:00", [
        "最近发现家里（我住滨江）太干了，琴在七徽附近开始有点打板。另外我把琴弦从钢丝弦换成了丝弦，声音更古朴了，但音量小了很多，有点不习惯。",
        "秋冬杭州空气变干，琴面木材收缩，很容易出现打板，别太担心，多数是可以调整的。\n\n先看湿度：买一个温湿度计，放在琴旁边。低于40%就需要加湿了，可以用加湿器，但不要对着琴喷，保持房间整体湿度在50%左右。很多轻微的打板在湿度恢复后会改善。\n\n如果湿度正常了一两周还是打板，可能是：\n\n- 岳山或龙龈高度不够，弦离琴面太近；\n- 琴面局部不平（可能是木材变形）；\n- 换了丝弦以后张力和振幅变化，丝弦振幅大，更容易碰到琴面。\n\n这些需要找斫琴师处理，比如调整岳山高度或者局部打磨琴面，不要自己动手。\n\n丝弦音量小是正常的，它的音色更温润古朴，适合在安静的小空间里弹。丝弦也更容易断，冬天更要注意湿度。",
        "还有，我报名了明年四月在苏州的一个雅集，到时候要上去弹一首，打算就弹《酒狂》。",
        "真好，雅集是很好的锻炼机会。离四月还有差不多半年，准备《酒狂》时间上是够的：\n\n- 先把整首曲子背熟，做到不看谱也能完整弹下来。\n- 找机会在老师和琴友面前弹，习惯被人听。\n- 用丝弦在雅集上弹《酒狂》效果很好，但要注意音量，事先了解一下场地大小。\n- 提前准备好琴的运输：高铁或开车去苏州，琴囊之外最好有硬琴盒，车里不要暴晒。"]),
    ("2025-01-12T19:00:00+08:00", [
        "雅集的曲目我改主意了。陆老师觉得我的《酒狂》还弹不稳，建议我改弹《良宵引》，更短，也更适合丝弦。另外琴拿去给斫琴师修了打板，调了岳山，花了600块，现在好多了。",
        "陆老师的建议很有道理。《良宵引》篇幅短小，情绪平和，整首曲子大约三分钟左右（依版本和速度不同），非常适合在雅集这种场合表现，用丝弦弹起来更有韵味。\n\n练《良宵引》可以注意：\n\n- 曲子看似简单，但对音色和气韵要求高，每一个音都要“沉得住”。\n- 泛音段落要清亮整齐，右手弹弦的角度和力度要一致。\n- 走手音（按住弦后滑动）要连贯，音头清楚。\n\n打板修好了就好，600块调岳山是合理的价格。",
        "离四月还有三个月，我每天能练四十分钟，怎么安排比较好？",
        "三个月、每天四十分钟，可以这样安排：\n\n第一个月（熟悉与拆解）\n- 10分钟：基本功，左手按音与走手。\n- 25分钟：《良宵引》分段练习，每次攻一两句，慢速。\n- 5分钟：整首连贯弹一遍。\n\n第二个月（连贯与音色）\n- 10分钟：基本功。\n- 20分钟：整曲慢速完整弹两遍，专注音色、轻重。\n- 10分钟：录音回听，标出问题段落。\n\n第三个月（演奏状态）\n- 每周至少两次“模拟演出”：穿上准备的衣服，从上台、调音到弹完，一次不停。\n- 找琴友或家人做观众。\n- 最后一周减少练习量，保持手感即可。\n\n平时如果有空闲，可以偶尔弹弹《酒狂》，保持兴趣也好。"]),
], [
    ("我现在是跟哪位老师学琴？", ["s2:1"], U, ["s1:1"]),
    ("我现在一节琴课多少钱？在什么时候上？", ["s2:1"], U, ["s1:1"]),
    ("苏州雅集上我最后准备弹哪首？", ["s4:1"], U, ["s3:3"]),
    ("我的琴现在用的是什么弦？", ["s3:1"], S),
    ("买琴加上修打板，这张琴我一共花了多少钱？", ["s2:1", "s4:1"], M),
    ("我买琴超了原来的预算多少？", ["s1:3", "s2:1"], M),
    ("我学古琴到现在大概多久了？", ["s1:1"], T),
    ("沈老师全名叫什么？", [], A),
    ("我那张伏羲式是哪位斫琴师做的？", [], A),
    ("陆老师在浙音读的是什么专业方向？", [], A),
    ("What is the standard tuning of a guqin?", [], A),
])

# ---------------------------------------------------------------- C2 硬件工程师跳槽，深圳
add("zh-hw-engineer-shenzhen", "guangming-hw", "2025-03-10T21:00:00+08:00", [
    ("2024-04-07T22:00:00+08:00", [
        "我在深圳南山一家做扫地机器人的公司当硬件工程师，干了四年了，主要负责电机驱动板。现在年薪大概32万，每天从龙华坐地铁过去要一个小时十分钟。最近有猎头找我，推荐一家做储能逆变器的创业公司，在宝安，给38万加期权。你觉得值得去吗？",
        "这个选择可以从几个维度来看：\n\n1. 行业和技术方向：储能逆变器属于功率电子，和你做的电机驱动在技术上比较接近（MOSFET/IGBT驱动、栅极驱动、电流采样、EMC、热设计都相通），你的经验可以平移过去，同时能接触更高功率、更高电压的设计，对职业发展是加分的。储能行业这几年增长快，但也竞争激烈，价格战明显。\n2. 公司阶段：创业公司的风险主要在于能不能持续融资、产品能不能量产出货。需要问清楚融资轮次、账上现金能撑多久、已有客户和出货量。\n3. 期权：期权值多少钱，要看行权价、总股本、成熟期（vesting）和离职时的回购条款。很多创业公司的期权最后价值为零，所以不要把它算进确定收入。\n4. 现金部分：38万比32万多了约19%，这个涨幅在跳槽中属于正常偏上。\n5. 通勤：宝安和龙华的距离也不近，要算一下实际通勤时间。\n\n如果你在现公司的成长已经到了瓶颈，而新方向你又感兴趣，是值得认真考虑的。",
        "这家创业公司B轮刚融完，大概120人。期权是四年成熟，有一年的cliff。我老婆觉得不稳，想让我留在现在的公司。",
        "B轮、120人，说明已经过了最早期的生死阶段，但离稳定还有距离。你太太的担心是很合理的，可以一起把风险具体化：\n\n- 问公司：B轮融了多少、现在每月烧多少钱（能撑多少个月）、今年的营收目标和去年的实际营收。\n- 问团队：硬件团队多大、你的直属上级是谁、技术负责人的背景。\n- 问岗位：你进去负责什么产品，是新项目还是已经量产的产品线。\n- 期权：一年cliff意味着干满一年才拿到第一批，四年全部成熟。问清楚离职时已成熟的期权能否保留、需不需要在一定期限内行权。\n\n另外给家里留出6到12个月的生活费作为缓冲，会让这个决定的风险小很多。如果这些问题的答案都比较让人放心，再和太太一起做决定。"]),
    ("2024-07-21T21:00:00+08:00", [
        "最后我还是跳了，不过没去那家储能的。我接了另一家做电动两轮车BMS的公司的offer，在光明区，年薪36万，没有期权，但有年终奖，一般是三个月工资。已经入职两周了。",
        "恭喜入职！没有期权但有稳定的年终奖，对家庭来说确实更稳妥，也算照顾到了你太太的顾虑。\n\nBMS（电池管理系统）是一个很好的方向，两轮车的电池包一般是48V或60V、72V，主要涉及：\n\n- 电芯电压、温度、电流的采样（常用专用的AFE芯片）；\n- SOC（剩余电量）和SOH（健康状态）估算；\n- 均衡（被动或主动）；\n- 充放电保护：过压、欠压、过流、短路、过温；\n- 通信：和控制器、充电器之间的通信协议。\n\n和你之前做电机驱动相比，BMS更看重采样精度、低功耗和安全设计。",
        "公司让我负责一个48V电池包的BMS硬件设计。我以前没做过BMS，最担心的是被动均衡的散热问题。",
        "被动均衡是把电压高的电芯通过电阻放电，能量全部变成热，所以散热确实要提前设计好：\n\n1. 算功耗：每路均衡电流 I = V电芯 / R均衡。比如电芯4.2V、均衡电阻47Ω，电流约90mA，单路功耗约0.38W。如果多路同时均衡，功耗叠加。\n2. 限制同时均衡的路数：软件上可以轮流均衡（比如奇数路和偶数路交替），避免热量集中。\n3. PCB布局：均衡电阻分散布置，远离AFE芯片和温度传感器，下面多打散热过孔，铺大面积铜。\n4. 温度监测：在均衡电阻附近放一个NTC，温度过高时暂停均衡。\n5. 均衡策略：通常在充电末端、电压差超过阈值时才开启均衡。\n\n建议先做一个热仿真或者样板实测，用热像仪看实际温升。"]),
    ("2024-11-02T20:30:00+08:00", [
        "为了上班方便，我们搬家了，从龙华搬到了光明，租了个三房，月租5200，现在开车上班十五分钟。不过我老婆上班变远了，她在福田。另外我在从Altium转Cadence Allegro，因为新公司用的是Allegro，有点痛苦。",
        "通勤从一个多小时缩短到十五分钟，生活质量会提升很多。\n\nAltium转Allegro，很多人刚开始都会觉得痛苦，Allegro的操作逻辑和Altium很不一样。一些建议：\n\n- 原理图用OrCAD Capture，PCB用Allegro PCB Editor，两者之间通过网表交互，先搞清楚这个流程。\n- Allegro的约束管理器（Constraint Manager）很强大，花时间学会它，对差分线、等长、电源线宽的管理很有用。\n- 封装库：Allegro的封装由焊盘（padstack）和封装（footprint）组成，流程比Altium复杂，先拿公司现有的库学习。\n- 找一个现有项目，跟着走一遍完整流程，比看教程快。\n- 熟悉常用快捷键和脚本，可以大幅提高效率。",
        "老婆那边从光明去福田上班，通勤怎么安排比较好？",
        "光明到福田的距离不短，可以考虑几种方式：\n\n- 地铁：光明有6号线，可以直接或换乘到福田方向，单程可能要一个小时左右，取决于具体站点。优点是时间可控，可以在车上休息。\n- 开车：走高速在不堵的时候可能比地铁快，但早晚高峰不确定性大，停车费也是一笔开销。\n- 公司班车或定制公交：深圳有一些定制公交线路，可以查一下有没有合适的。\n\n如果她的通勤时间长期超过一个小时，可能需要考虑她这边的工作是否有调整空间，或者以后住的地方折中一下。"]),
    ("2025-01-26T15:00:00+08:00", [
        "年终奖发了，只拿到两个半月，说今年行业不好。另外我老婆决定换工作了，下个月去光明科学城那边的一个研究所上班，这样我们俩上班都近了。我们在考虑明年在光明买房。",
        "两个半月虽然比预期少一点，但在行业不景气的时候也算不错了。你太太换到光明科学城，两个人都在光明工作，在光明买房就顺理成章了。\n\n买房前可以考虑：\n\n- 预算：首付、月供占家庭收入的比例，一般建议月供不超过家庭月收入的40%到50%。\n- 位置：离两人的公司、地铁站的距离，以后孩子上学的学区。\n- 新房还是二手房：新房交付时间和开发商风险，二手房的房龄和税费。",
        "我们看的小区单价大概每平4万5，想买90平左右的。首付三成的话要准备多少钱？",
        "按单价4.5万、90平计算：\n\n- 总价：4.5万 × 90 = 405万\n- 首付三成：405万 × 30% ≈ 121.5万\n- 贷款：约283.5万\n\n此外还要准备：\n\n- 契税：首套房90平及以下一般是1%，约4万左右（以当地最新政策为准）；\n- 如果是二手房，还可能有中介费（通常1%到2%）；\n- 装修和家具，根据标准不同，可能还要二三十万。\n\n所以手头最好准备150万左右比较稳妥。"]),
], [
    ("我现在在什么样的公司上班？", ["s2:1"], U, ["s1:1"]),
    ("我们现在住在深圳哪个区？", ["s3:1"], U, ["s1:1"]),
    ("我老婆现在在哪儿上班？", ["s4:1"], U, ["s3:1"]),
    ("我这次年终奖比公司说的一般水平少了多少？", ["s2:1", "s4:1"], M),
    ("跳槽以后我的年薪比原来涨了多少？", ["s1:1", "s2:1"], M),
    ("我们现在租的房子月租多少？", ["s3:1"], S),
    ("我入职现在这家公司大概多久了？", ["s2:1"], T),
    ("当初找我的那家储能创业公司叫什么？", [], A),
    ("我老婆叫什么名字？", [], A),
    ("那个猎头是哪家猎头公司的？", [], A),
    ("What's the current five-year LPR in China?", [], A),
])

# ---------------------------------------------------------------- C3 玄凤鹦鹉，广州
add("zh-cockatiel-guangzhou", "mango-cockatiel", "2025-01-15T21:00:00+08:00", [
    ("2024-02-18T14:00:00+08:00", [
        "我住在广州海珠区，上个月在花地湾花鸟市场买了一只玄凤鹦鹉，叫芒果，大概四个月大，买的时候380块。现在主要喂混合谷物，偶尔给点小米穗。芒果晚上老是夜惊，在笼子里乱扑腾，早上起来看到掉了好几根羽毛。怎么办？",
        "玄凤鹦鹉是出了名容易夜惊的鸟，尤其是刚到新环境的小鸟。夜惊时它在黑暗中乱飞乱撞，容易撞伤、折断血羽，所以要尽量避免。\n\n常见原因：\n\n- 光线突然变化：窗外车灯、闪烁的灯光、手机屏幕亮起；\n- 声音或震动：关门声、楼下车辆、打雷；\n- 小动物：蟑螂、老鼠、壁虎在夜里活动；\n- 完全漆黑：玄凤在全黑环境里看不清周围，受惊后更容易慌乱。\n\n应对方法：\n\n1. 在笼子旁边放一盏很暗的小夜灯，让芒果夜里醒来能看清环境。\n2. 笼子盖布只盖三面或一半，不要全盖死。\n3. 笼子放在安静、不靠窗的位置，避开光线晃动。\n4. 笼子里的栖木和玩具不要太多，留出空间，以免扑腾时撞伤。\n5. 如果夜惊发生了，开灯、轻声说话安抚，等它平静下来。",
        "笼子是60厘米宽的，放在客厅靠窗的地方，楼下晚上有电动车经过，灯光会晃进来。",
        "那很可能就是车灯的原因了。建议：\n\n- 把笼子挪离窗边，放到一个晚上没有光线晃动的房间，比如书房或卧室的角落；如果只能放客厅，至少要挂遮光窗帘。\n- 加一盏小夜灯。\n- 60厘米宽的笼子对一只玄凤来说是最低限度，以后条件允许可以换大一点的，让它能在笼子里张开翅膀。\n\n饮食方面，混合谷物营养比较单一，脂肪偏高，缺少一些维生素和矿物质。建议逐步转成滋养丸（颗粒粮），加一些新鲜蔬菜，比如西兰花、胡萝卜、小白菜。转粮要慢，每周多掺一点，观察它是否在吃，以免饿着。"]),
    ("2024-05-25T11:00:00+08:00", [
        "夜惊好多了！笼子挪到了书房，还加了个小夜灯。饮食也按你说的，慢慢转成了滋养丸，现在滋养丸占七成，谷物三成。另外我开始训练芒果上手和召回，用葵花籽当奖励。",
        "太好了，进步很明显！\n\n关于奖励：葵花籽是鸟最爱吃的零食之一，作为训练奖励效果很好，但脂肪含量很高，要控制量。可以把一颗葵花籽掰成几小块用，或者只在训练时给，平时不给。\n\n训练建议：\n\n- 每次训练5到10分钟，一天可以两三次，在它精神好、有点饿的时候效果最好。\n- 可以用响片训练（clicker training）：先让它把“咔哒”声和奖励联系起来，然后用响片标记正确行为。\n- 目标棒训练：让它用嘴碰一根棒子的末端就给奖励，以后可以用目标棒引导它上手、进笼。\n- 召回训练先从短距离开始，在室内关好门窗再练。",
        "广州回南天太潮了，芒果老是打喷嚏，会不会生病了？",
        "偶尔打喷嚏是正常的，鸟也会用打喷嚏清理鼻孔里的灰尘。但如果出现下面这些情况，就要警惕呼吸道感染：\n\n- 频繁打喷嚏，一天很多次；\n- 鼻孔有分泌物，或者鼻孔周围羽毛湿、脏；\n- 张嘴呼吸、尾巴随呼吸上下摆动；\n- 精神差、蓬毛、食欲下降。\n\n回南天湿度高，细菌和霉菌容易滋生，要注意：\n\n- 房间开除湿机；\n- 每天换水、清理食物，防止滋养丸受潮发霉；\n- 笼底的垫纸勤换。\n\n如果有上面任何一个症状，建议尽快去看专门看异宠（鸟类）的医生，普通的猫狗医院不一定擅长看鸟。"]),
    ("2024-08-10T19:00:00+08:00", [
        "上次打喷嚏后来还是去看了医生，在天河一家异宠医院，说是轻微的上呼吸道感染，吃了一周药就好了，一共花了460。然后我给芒果换了个大笼子，宽90厘米。还有，我男朋友搬过来一起住了，他对羽毛粉有点过敏。",
        "芒果恢复了就好，及时看医生是对的。90厘米的笼子会让它舒服很多。\n\n玄凤鹦鹉是“粉鸟”，羽毛会产生很多羽粉，对过敏的人确实是个问题。可以：\n\n- 在芒果所在的房间放一台带HEPA滤网的空气净化器，24小时开着。\n- 每周给芒果喷水洗澡一两次，用喷壶喷细雾，可以减少羽粉飞扬。\n- 勤打扫，用湿布擦而不是干扫，吸尘器最好也带HEPA。\n- 笼子不要放在卧室。\n- 你男朋友如果过敏症状明显，可以去看一下医生，看看是否需要用药。",
        "有没有必要再养一只给芒果作伴？",
        "有利有弊：\n\n好处：玄凤是群居鸟，有同伴可以减少孤独感，特别是主人白天上班的时候。\n\n需要考虑的：\n\n- 两只鸟的羽粉量会翻倍，对你男朋友的过敏不利。\n- 有了同伴之后，芒果可能会和人没那么亲近。\n- 新鸟需要隔离检疫30到45天，确认健康后再接触，以免传染疾病。\n- 如果两只鸟性别不同，可能会有繁殖的问题。\n- 成本：笼子、食物、看病都要翻倍。\n\n如果你每天能花足够的时间陪芒果，一只鸟也可以过得很开心。"]),
    ("2024-12-01T20:00:00+08:00", [
        "我们决定不再养第二只了，主要是因为男朋友过敏。另外我们从海珠搬到了番禺，新家有个封闭阳台，我把芒果的笼子放在阳台上了。芒果现在会吹《两只老虎》的前两句了！",
        "哈哈，芒果太厉害了！玄凤很擅长学口哨，可以继续教它完整的旋律。\n\n笼子放在封闭阳台，要注意：\n\n- 温度：冬天阳台比室内冷，夜里温度变化大，玄凤最好保持在15℃以上，不要低于10℃。\n- 阳光：晒太阳对鸟有好处，但夏天要避免直晒和高温。\n- 通风：封闭阳台要保证空气流通，但不能有穿堂风直接吹笼子。\n- 安全：防止蚊子（可以装纱窗）和其他小动物。",
        "番禺冬天最冷的时候也就七八度，阳台要不要加保温？",
        "七八度对玄凤来说有点冷了，尤其是夜里。建议：\n\n- 晚上用厚一点的笼罩盖住三面，保留一面通风。\n- 在笼子旁边放一个鸟用加热灯或陶瓷加热器（不发光的那种），配温控器，保持笼子附近15℃左右。\n- 寒潮来的时候，晚上把笼子搬进室内。\n- 注意观察：如果芒果蓬毛、缩成一团、单脚站立时间长，说明它冷了。"]),
], [
    ("芒果的笼子现在放在哪儿？", ["s4:1"], U, ["s1:3", "s2:1"]),
    ("我现在住在广州哪个区？", ["s4:1"], U, ["s1:1"]),
    ("芒果现在住的笼子有多宽？", ["s3:1"], U, ["s1:3"]),
    ("芒果现在吃什么，比例大概是多少？", ["s2:1"], U, ["s1:1"]),
    ("买芒果的钱加上看病的钱，一共花了多少？", ["s1:1", "s3:1"], M),
    ("我最后有没有给芒果找个伴？为什么？", ["s3:3", "s4:1"], M),
    ("芒果现在大概多大了？", ["s1:1"], T),
    ("芒果是公的还是母的？", [], A),
    ("那家天河的异宠医院叫什么名字？", [], A),
    ("我男朋友叫什么名字？", [], A),
    ("How long do cockatiels usually live?", [], A),
])

# ---------------------------------------------------------------- C4 买房，上海→苏州
add("zh-house-suzhou", "qibao-to-weiting", "2025-03-01T10:00:00+08:00", [
    ("2024-03-16T10:00:00+08:00", [
        "我在上海工作，做外贸单证，现在在闵行七宝租了个一室户，月租4300。上海买房我们俩都没资格（都不是沪籍，社保也不够年限），所以在看苏州。主要看园区和相城，总价想控制在250万以内。我对象在苏州工业园区上班，以后可能是他在苏州、我周末回去。你觉得园区和相城怎么选？",
        "园区和相城各有优势，可以从这几个方面比较：\n\n苏州工业园区\n- 配套成熟：商业、医疗、教育资源在苏州是第一梯队，湖东、湖西一带生活很方便。\n- 房价高：同样面积比相城贵不少，250万的预算在园区核心板块可能只能买到小面积或者房龄较老的房子，外围板块（比如唯亭、胜浦）会更现实一些。\n- 离你对象上班近，他的通勤最省心。\n\n相城区\n- 价格相对低，同样的预算能买到更新、更大的房子。\n- 高铁新城有苏州北站，去上海虹桥的高铁很快，对你周末往返或者以后通勤上海比较友好。\n- 配套还在发展中，部分板块入住率、商业氛围不如园区。\n\n如果你们以后大概率会长期在苏州生活、你对象在园区上班，园区外围是兼顾的选择；如果你还要经常往返上海，相城高铁新城的交通优势更明显。",
        "我们看中了相城高铁新城一套次新房，89平，挂牌245万，房龄五年。园区同样面积的要300万以上。",
        "次新房房龄五年，通常房屋状况不错，买之前可以重点核实：\n\n- 产权：产证是否满两年、满五年，是否唯一住房，这会影响增值税和个税；\n- 抵押情况：房东是否还有贷款没还清，怎么解押；\n- 户型和楼层：朝向、采光、噪音（高铁新城附近要注意高架和铁路）；\n- 物业和小区：物业费、车位配比、入住率；\n- 税费和中介费：让中介列一张清单，算清楚总成本；\n- 贷款：你们的首付比例、能用的公积金额度，提前做一下银行预审。\n\n245万的挂牌价一般还有议价空间，可以参考同小区近几个月的成交价。"]),
    ("2024-06-08T15:00:00+08:00", [
        "相城那套最后没买成，房东临时涨价到258万。我们转而看了园区唯亭那边一套，95平，谈到了248万，已经签合同了。首付三成，贷款用我对象的苏州公积金加商贷，做组合贷。",
        "恭喜签约！唯亭在园区的东边，价格比湖东湖西便宜，同时享受园区的配套和管理，算是性价比不错的选择。\n\n组合贷的要点：\n\n- 公积金部分利率低，一般先用足公积金额度，不够的部分再用商贷；\n- 公积金贷款额度和缴存基数、缴存时间、账户余额有关，具体以苏州公积金中心的计算为准；\n- 组合贷审批流程比纯商贷长，要预留时间；\n- 两部分可以选择不同的还款方式和年限。\n\n签约之后，还要关注网签、资金监管、过户、贷款审批和交房的时间节点。",
        "商贷利率是3.5%，公积金是2.85%。公积金贷了60万，商贷113.6万，都是30年。",
        "按等额本息粗算：\n\n- 公积金60万，2.85%，30年：月供约2481元\n- 商贷113.6万，3.5%，30年：月供约5101元\n- 合计：每月约7582元\n\n三十年总利息：公积金部分约29万，商贷部分约70万。\n\n如果以后有闲钱想提前还款，一般先还利率高的商贷部分。也可以关注LPR的变化，商贷利率一般会随之调整。"]),
    ("2024-10-19T20:00:00+08:00", [
        "交房了，正在装修。装修预算原来定的是25万，现在已经超到30万了，主要是做了全屋水电改造和地暖。另外我决定辞掉上海的工作，搬来苏州了，已经在园区一家物流公司找到了工作，做进出口报关，下个月入职。七宝的房子已经退租了。",
        "恭喜新工作！在苏州工作生活，和对象也不用再两地跑了，生活质量会好很多。\n\n装修超预算很常见，水电改造和地暖属于隐蔽工程，这些钱花得值，后期很难改。剩下的部分可以注意：\n\n- 地暖搭配的地板要选适合地暖的型号（比如实木复合或强化地板，耐热、稳定），不要用普通实木地板。\n- 尽量定一个固定的总价，避免后续增项。\n- 装修完成后至少通风两三个月再入住，特别是家里以后有小孩的话。",
        "我听说存量房贷利率要调整，我们的商贷会降吗？",
        "2024年9月底出台了降低存量房贷利率的政策，各家银行在10月底前后对符合条件的存量房贷进行了批量调整。是否调整、调到多少，取决于你们贷款的具体情况和银行的规则。\n\n建议：\n\n- 留意贷款银行的短信或APP通知；\n- 直接打电话问客户经理；\n- 确认调整后的利率和下一次重定价日。\n\n公积金贷款的利率是另外的规则，随公积金政策调整。"]),
    ("2025-01-04T13:00:00+08:00", [
        "我们12月底搬进新家了！银行也通知了，商贷利率已经从3.5%降到了3.1%。装修最后花了31万2。另外我们打算年后去领证。",
        "恭喜乔迁，还有即将领证，双喜临门！\n\n利率从3.5%降到3.1%，按商贷剩余本金约112万、剩余期限约29年多粗算，每月月供大概能少两百多元，整个贷款期内能省下的利息相当可观。\n\n装修最后31.2万，在超预算之后控制住了，也算不错。",
        "刚装修完，甲醛检测一般什么时候做比较好？",
        "一些建议：\n\n- 时间：装修完成后通风至少一个月再检测，入住前做一次。既然你们已经入住了，也可以现在就做一次，了解情况。\n- 条件：检测前要关闭门窗12小时以上，这样测出来的是真实情况。\n- 方法：找有CMA资质的第三方检测机构，比自己买检测盒准确。\n- 标准：国家标准对住宅室内甲醛的限值是0.08mg/m³（GB 50325-2020）。\n- 温度：甲醛释放受温度影响，开地暖后释放会增加，冬天开地暖期间最好再测一次。\n\n日常多开窗通风是最有效的办法。"]),
], [
    ("我们最后买的是哪里的房子？多大，多少钱？", ["s2:1"], U, ["s1:3"]),
    ("我现在在哪儿上班，做什么？", ["s3:1"], U, ["s1:1"]),
    ("我们的商贷利率现在是多少？", ["s4:1"], U, ["s2:3"]),
    ("装修最后比最开始的预算超了多少？", ["s3:1", "s4:1"], M),
    ("我们公积金贷了多少？利率多少？", ["s2:3"], S),
    ("相城那套为什么没买成？", ["s2:1"], S),
    ("我们搬进新家多长时间了？", ["s4:1"], T),
    ("我对象在园区哪家公司上班？", [], A),
    ("我们买的那个小区叫什么名字？", [], A),
    ("唯亭那套房子在几楼？", [], A),
    ("How much deed tax did we pay on the Weiting flat?", [], A),
])

# ---------------------------------------------------------------- C5 痛风，西安
add("zh-gout-xian", "qujiang-runner", "2025-01-10T21:00:00+08:00", [
    ("2024-01-28T21:00:00+08:00", [
        "我38岁，在西安做销售，应酬多。上周右脚大脚趾半夜突然红肿，疼得睡不着，去西京医院查了，血尿酸520，医生说是痛风急性发作，开了秋水仙碱和双氯芬酸。我平时最爱吃羊肉泡馍，也爱喝啤酒。以后饮食要怎么注意？",
        "痛风第一次发作确实非常痛苦，好在你及时就医了。饮食方面可以注意这些：\n\n1. 酒：啤酒是对痛风最不友好的酒，本身含嘌呤，酒精又会影响尿酸排泄。急性期要完全戒酒，之后也要尽量少喝。\n2. 肉和汤：羊肉、牛肉等红肉嘌呤中等偏高，要控制量；长时间熬煮的肉汤、骨头汤、火锅汤底嘌呤很高，羊肉泡馍的汤要少喝。\n3. 内脏和海鲜：动物内脏、沙丁鱼、贝类嘌呤很高，尽量避免。\n4. 含糖饮料：果糖会升高尿酸，少喝可乐、果汁等甜饮料。\n5. 多喝水：每天喝水2000毫升以上，帮助尿酸排泄。\n6. 可以吃的：蔬菜、鸡蛋、低脂奶、大部分主食都比较安全。\n\n另外，控制体重对降低尿酸也很有帮助。急性期过后，要按医生要求复查尿酸。",
        "我现在体重92公斤，身高一米七八。医生说等急性期过了，再考虑要不要吃降尿酸的药。",
        "按92公斤、1.78米算，BMI大约是29，属于超重接近肥胖。减重对尿酸和整体健康都有好处，但要注意方法：\n\n- 慢慢减：每个月减2到4公斤比较合适。快速减重（比如节食、断食）会导致尿酸短时间升高，反而可能诱发痛风。\n- 饮食：减少精米白面、油炸食品和甜食，多吃蔬菜和优质蛋白。\n- 运动：从快走、骑车、游泳等中等强度运动开始，避免突然剧烈运动。\n\n关于降尿酸药：医生一般会在急性期过后评估，如果反复发作、尿酸明显升高或有痛风石、肾结石等情况，会建议长期用药。按医生的安排复查就好。"]),
    ("2024-04-20T20:00:00+08:00", [
        "复查了，尿酸还是480。医生给我开了别嘌醇，从每天100毫克开始吃。开药前先做了HLA-B*5801基因检测，结果是阴性。啤酒我基本戒了，改喝无糖苏打水。体重降到了88公斤。",
        "进步很明显！体重三个月减了4公斤，节奏很好。\n\n关于别嘌醇：\n\n- 医生让你先做HLA-B*5801检测，是因为这个基因阳性的人吃别嘌醇容易发生严重的皮肤过敏反应。你是阴性，风险低很多，可以放心用。\n- 一般从小剂量开始，根据尿酸水平慢慢加量。\n- 痛风患者的尿酸控制目标通常是低于360μmol/L，有痛风石的更低。\n- 开始降尿酸治疗的头几个月，尿酸波动可能诱发痛风发作，医生有时会同时开小剂量秋水仙碱预防，这是正常的，不要因为发作就自己停药。\n- 定期复查肝功能、肾功能和尿酸。",
        "有时候应酬实在躲不掉，喝什么酒相对好一点？",
        "严格来说，任何酒对痛风都不好，但如果实在躲不掉：\n\n- 啤酒最差，尽量不喝。\n- 白酒和黄酒也会升高尿酸，要少喝。\n- 红酒相对影响小一些，但也要控制量，一两杯为限。\n\n一些实用策略：\n\n- 提前说明自己在吃药，很多人会理解；\n- 喝酒时多喝水，一杯酒一杯水；\n- 少吃火锅、海鲜、内脏这些高嘌呤的下酒菜；\n- 第二天多喝水。\n\n长期来看，减少应酬频率才是根本。"]),
    ("2024-08-03T22:00:00+08:00", [
        "别嘌醇吃了三个月，医生加到了每天300毫克，但肝功能查出来转氨酶有点高，所以这次换成了非布司他，每天20毫克。尿酸降到了390。另外我换工作了，不做销售了，去了一家医疗器械公司做产品经理，应酬少多了。",
        "尿酸从520降到390，离目标越来越近了，换工作也对控制痛风很有帮助。\n\n关于非布司他：\n\n- 它主要经肝脏代谢，对肾功能的要求没有别嘌醇那么高；\n- 同样从小剂量开始，根据尿酸调整；\n- 一些研究提示非布司他可能和心血管事件有关，医生一般会评估心血管风险，如果你有胸闷、心悸等症状要及时告诉医生；\n- 继续定期复查肝功能，看转氨酶能否恢复。",
        "我开始夜跑了，在曲江池边上，每周三次，每次五公里。运动会不会反而诱发痛风？",
        "适度运动对痛风是有好处的，但要注意：\n\n- 剧烈运动和大量出汗会让尿酸暂时升高，所以要循序渐进，不要突然加量；\n- 跑步前后和跑步中多喝水，预防脱水；\n- 天气热的时候选择晚上凉快一点再跑，你选夜跑挺好；\n- 如果脚趾或关节出现疼痛、红肿，先停下来，不要硬撑；\n- 选择缓冲好的跑鞋，保护关节。\n\n每周三次五公里是一个很好的强度。"]),
    ("2024-11-16T19:30:00+08:00", [
        "最新复查结果：尿酸340，终于达标了！体重83公斤。医生说非布司他继续维持每天20毫克，三个月后再查。而且这半年一次都没发作过。夜跑我也加到了每周四次。",
        "恭喜，尿酸达标了！从最开始的520降到340，体重从92公斤降到83公斤，这是很了不起的坚持。\n\n接下来要注意：\n\n- 长期维持：尿酸达标之后不要自己停药，停药后尿酸往往会反弹。是否减量或停药，要由医生根据长期情况决定。\n- 定期复查：按医生安排三个月后复查尿酸和肝功能。\n- 保持习惯：饮食、喝水、运动和体重管理，都是长期的事情。",
        "冬天西安火锅局多，火锅该怎么吃？",
        "火锅对痛风患者确实是个挑战，但也不是完全不能吃：\n\n- 锅底：选清汤锅，避免长时间熬煮的骨汤、浓汤锅底；\n- 不喝汤：火锅汤越煮嘌呤越高，后半段尤其要避免；\n- 先涮蔬菜、豆腐、菌菇要适量；肉类少吃，牛羊肉控制在一小盘；\n- 避免内脏、海鲜（毛肚、鸭肠、虾滑等）；\n- 饮料：喝水或无糖茶，不喝啤酒和甜饮料；\n- 吃完多喝水。\n\n偶尔吃一次问题不大，关键是频率和吃法。"]),
], [
    ("我现在在吃什么降尿酸药，剂量多少？", ["s3:1", "s4:1"], U, ["s2:1"]),
    ("我最近一次查尿酸是多少？", ["s4:1"], U, ["s1:1", "s2:1", "s3:1"]),
    ("我现在体重多少？", ["s4:1"], U, ["s1:3", "s2:1"]),
    ("我现在一周夜跑几次？", ["s4:1"], U, ["s3:3"]),
    ("从第一次发作到最近一次复查，我一共瘦了多少？", ["s1:3", "s4:1"], M),
    ("为什么把别嘌醇换成了非布司他？", ["s3:1"], S),
    ("我第一次痛风发作大概是什么时候？", ["s1:1"], T),
    ("我现在在哪家医疗器械公司上班？", [], A),
    ("第一次发作时医生开的秋水仙碱一次吃几片？", [], A),
    ("我的肌酐是多少？", [], A),
    ("Is coffee good or bad for gout?", [], A),
])

# ---------------------------------------------------------------- C6 在柏林工作，德语与搬家
add("zh-berlin-bluecard", "kreuzberg-gopher", "2025-03-02T20:00:00+01:00", [
    ("2024-02-04T19:00:00+01:00", [
        "我去年九月拿欧盟蓝卡来的柏林，在一家做物流软件的公司写后端，用Go和Kotlin。现在住在Kreuzberg的一个WG里，月租780欧。德语只有A2，工作全用英语，但生活里看信、打电话太痛苦了。我想一年内考到B1，有什么建议？",
        "一年从A2到B1是完全可行的，前提是保持稳定的投入。建议这样做：\n\n1. 报一个系统的课程：柏林各区的Volkshochschule（VHS，成人教育中心）开的德语课价格便宜、质量不错，晚班和周末班适合上班族。也可以考虑私立语言学校的晚班，价格更高但班级更小。\n2. 考试目标：B1常见的考试有telc和歌德学院（Goethe-Zertifikat），两个都被广泛认可。提前看一下考试结构，听说读写四部分都要准备。\n3. 日常输入：每天听20分钟德语播客或看德语节目（先开德语字幕），比如面向学习者的慢速新闻。\n4. 多开口：找一个语伴（Tandem），你教中文、对方教德语；或者在生活中主动用德语，比如去面包店、办事时先用德语说。\n5. 实用场景：把你日常收到的信件（保险、房东、政府机构）当作学习材料，遇到的词记下来。\n\n每周能保证5到7个小时，一年内达到B1应该没问题。",
        "我报了VHS Friedrichshain-Kreuzberg的晚班，每周两次，一期八周，学费156欧。",
        "很好，VHS的课性价比很高。每周两次课，再加上自己每天半小时左右的复习和听力，进步会比较快。\n\n一些小建议：\n\n- 课后当天就复习，把课上的新词做成卡片（比如用Anki）。\n- 每周写一篇短文，内容可以是工作、周末生活，请老师或语伴帮忙改。\n- 和班上的同学组个学习群，课外也用德语交流。\n- 一期结束后尽量连续报下一期，不要中断太久。"]),
    ("2024-05-26T20:00:00+02:00", [
        "WG住不下去了，室友太吵。我在Pankow找到了一套一室一厅，冷租690，暖租850欧，下个月一号搬进去。另外公司给我涨薪了，年薪从6.2万涨到6.8万欧。",
        "恭喜，找房和涨薪都是好消息！柏林找到自己单独的房子不容易。\n\n搬家前后的注意事项：\n\n- 押金（Kaution）：法律规定最多三个月的冷租，可以分三期付。\n- 交接（Übergabe）：搬进去时和房东一起做交接记录，拍照记录已有的损坏。\n- 广播费（Rundfunkbeitrag）：每个住户都要交，WG里可能之前是室友在交，你单独住以后要自己登记。\n- 保险：建议买个人责任险（Haftpflichtversicherung），家庭财产险（Hausratversicherung）可选。\n- 网络：提前预约宽带安装，柏林有时要等好几周。",
        "搬家以后要办哪些手续？我的蓝卡上写的还是老地址。",
        "主要是这几件事：\n\n1. 登记地址（Anmeldung）：搬家后14天内要去Bürgeramt（市民服务中心）办理新地址登记，需要带护照、蓝卡和房东签的入住证明（Wohnungsgeberbestätigung）。柏林Bürgeramt的预约有时很难，建议尽早在网上约。\n2. 蓝卡地址：办理Anmeldung的时候，工作人员通常会在你的电子居留卡上更新地址（贴一个地址标签或写入芯片）。\n3. 通知各方：银行、医保公司、雇主、税务局（Finanzamt一般会通过登记信息自动更新，但最好确认）。\n4. 信件转寄：可以在德国邮政办理转寄服务（Nachsendeauftrag），防止漏掉信件。"]),
    ("2024-09-14T11:00:00+02:00", [
        "德语考试报好了，计划11月考telc B1。我也改了目标：我想直接冲永居，听说蓝卡持有人有B1德语的话，21个月就能申请。另外我女朋友从成都过来看我了，她在考虑来柏林读硕士。",
        "你的了解是对的。按照现行规定，蓝卡持有人如果有B1德语水平，工作并持有蓝卡满21个月就可以申请永居（Niederlassungserlaubnis）；只有A1水平的话需要27个月。主要条件还包括在这段时间里持续缴纳法定养老保险，以及有基本的德国社会和法律知识（一般通过“Leben in Deutschland”考试证明，有德国学历的可以免考）。具体材料以柏林外管局的要求为准。\n\n所以11月考过B1，对你冲刺永居非常关键。\n\n女朋友来柏林读硕士也是好事，德国公立大学大多免学费，只需交每学期几百欧的学期费。",
        "她想读TU Berlin的计算机硕士，申请需要准备什么？",
        "申请TU Berlin计算机方向的硕士，一般需要：\n\n- APS审核证书：中国大陆的申请人申请德国大学，需要先通过APS审核，这是必需的，需要提前预约，时间比较长。\n- 本科学历和成绩：专业背景要与计算机相关，学校会看具体的课程和学分是否匹配。\n- 语言成绩：很多计算机硕士项目是英语授课，需要雅思或托福成绩；德语授课的项目需要德语证明。\n- 申请渠道：部分项目通过uni-assist递交，部分通过学校自己的系统，要看具体项目的要求。\n- 申请时间：冬季学期的截止日期一般在春季到夏初，具体以项目官网为准。\n\n建议她先确定具体项目，对照官网的要求逐项准备。"]),
    ("2025-01-11T16:00:00+01:00", [
        "B1考过了！11月考的，12月出的成绩。不过我又换了工作，1月2号入职了一家做电力交易的startup，在Mitte，年薪7.5万欧。女朋友的APS审核也约上了。",
        "恭喜B1通过，也恭喜新工作！\n\n换工作对蓝卡和永居的影响需要留意：\n\n- 按现行规定，持蓝卡不满12个月换工作需要外管局批准；满12个月后换工作一般只需要通知外管局。你是2023年9月来的，到今年1月已经超过12个月，所以应该主动通知外管局，并提交新的工作合同。\n- 新工作同样需要满足蓝卡的薪资门槛和学历相关性，7.5万欧的年薪是足够的。\n- 永居的21个月一般按持蓝卡工作并缴纳养老保险的时间累计，换工作不会中断，只要工作之间没有长时间空档。",
        "那我最早什么时候可以申请永居？",
        "按你的情况估算：\n\n- 2023年9月开始持蓝卡工作；\n- 有B1证书，适用21个月的规则；\n- 9月往后推21个月，大约是2025年6月。\n\n所以最早大约在2025年6月可以递交申请。建议提前两三个月准备材料：养老保险缴费记录（Rentenversicherungsverlauf）、工作合同和最近的工资单、租房合同、B1证书、“Leben in Deutschland”考试证明、医保证明等，并尽早在外管局预约。"]),
], [
    ("我现在住在柏林哪个区？", ["s2:1"], U, ["s1:1"]),
    ("我现在在哪儿上班，年薪多少？", ["s4:1"], U, ["s1:1", "s2:1"]),
    ("我的德语现在是什么水平？", ["s4:1"], U, ["s1:1"]),
    ("搬出WG以后，我每个月的房租比以前多了多少？", ["s1:1", "s2:1"], M),
    ("我女朋友想读哪所学校的什么专业？", ["s3:3"], S),
    ("VHS的德语课一期多少钱？", ["s1:3"], S),
    ("我来柏林多久了？", ["s1:1"], T),
    ("我之前那家物流软件公司叫什么？", [], A),
    ("我女朋友在成都是做什么工作的？", [], A),
    ("Pankow那套房子我交了多少押金？", [], A),
    ("How much does the telc B2 exam cost?", [], A),
])

# ---------------------------------------------------------------- C7 温哥华，孩子学中文与家人
add("zh-family-vancouver", "burnaby-lele", "2025-02-20T20:00:00-08:00", [
    ("2024-01-21T20:00:00-08:00", [
        "我们一家三口2022年从北京移民到温哥华，住在Burnaby。儿子乐乐今年7岁，读二年级，上的是公立学校。他现在越来越不愿意说中文了，回家跟我们也说英语。我想让他周末去上中文学校，但他很抗拒。有什么办法吗？",
        "这是移民家庭非常普遍的情况。孩子进入当地学校一两年后，英语很快成为主导语言，中文就开始退步。抗拒中文学校也很常见，因为对他来说那是“周末还要上学”。一些可以尝试的办法：\n\n1. 家庭语言规则：在家坚持说中文，即使他用英语回答，你们也用中文回应。不要强迫他必须用中文回答，但保持输入。\n2. 从兴趣入手：找他喜欢的内容的中文版，比如动画片、漫画、绘本、游戏，让中文和快乐联系起来。\n3. 中文学校的选择：可以先带他去试听，看看班上有没有合得来的小朋友；有些中文学校结合了手工、武术、画画等兴趣课，更容易接受。\n4. 和国内亲人视频：和爷爷奶奶、外公外婆定期视频，让他感受到中文的实际用处。\n5. 多鼓励、少批评：说错了不要纠正太多，重点是愿意说。\n\n这是一件长期的事，不用急，保持中文环境比短期的成绩更重要。",
        "我们看了Burnaby一家周六上午上课的中文学校，一学期520加币，用的是简体教材。另外我婆婆说想明年来这边住半年探亲。",
        "中文学校用简体教材，和国内的亲人沟通、以后看中文内容都会更方便。520加币一学期的价格在大温地区属于正常范围。\n\n关于婆婆来探亲住半年：\n\n- 普通访客签证（TRV）一次入境一般可以停留最多六个月，具体以入境时海关给的期限为准。\n- 如果以后想让老人更长时间地来往，可以了解一下超级签证（Super Visa），它是专门给公民和永久居民的父母、祖父母的，一次入境可以停留更长时间。超级签证有收入要求，并且需要购买符合条件的医疗保险。\n\n可以根据婆婆的计划和身体状况选择。"]),
    ("2024-04-14T21:00:00-07:00", [
        "乐乐去中文学校两个月了，意外地还挺喜欢，因为班上有个同学也爱玩乐高。不过我们决定下学期改到周日下午的班，因为周六上午他要上游泳课。另外，我们在考虑从Burnaby搬到Richmond，听说那边说中文的环境更多。",
        "太好了，找到一个有共同爱好的小伙伴，对孩子坚持上中文学校特别有帮助。调班的时候，可以问问那个同学是不是也能一起调，或者至少保持课外一起玩。\n\n关于搬到Richmond：\n\n- 优点：华人比例高，生活中随处可以用中文，中文商店、餐馆、补习班选择多，孩子的中文环境会更好。\n- 缺点：有时候中文环境太强，反而会让孩子在学校也更多地说中文，英语社交圈相对小一些（这要看你们的目标）。\n- 其他考虑：你们两人上班的通勤、房租或房价、学区、孩子转学的适应。\n\n建议周末去Richmond住几天或多逛逛，感受一下生活环境再决定。",
        "婆婆那边我们想给她办超级签证，需要准备什么？",
        "超级签证的主要材料：\n\n1. 邀请信：由你或你先生（加拿大公民或永久居民）出具，承诺在父母/祖父母停留期间提供经济支持，并列明家庭成员情况。\n2. 收入证明：邀请人的家庭收入要达到规定的最低标准（根据家庭人数计算，每年调整），通常提供报税单（Notice of Assessment）、雇主信、工资单等。\n3. 医疗保险：需要购买加拿大保险公司（或获批准的外国保险公司）的私人医疗保险，覆盖至少一年、保额达到规定标准，并在申请时提供证明。\n4. 体检：需要在指定的体检医生处做移民体检。\n5. 婆婆本人的护照、照片、关系证明（比如你先生的出生证明或户口本，证明母子关系）等。\n\n具体要求以加拿大移民局官网的最新说明为准。"]),
    ("2024-08-18T19:00:00-07:00", [
        "我们最后没搬去Richmond，因为我老公的公司从市中心搬到了Burnaby的Metrotown附近，留在Burnaby通勤更方便。不过我们换了房子，从租的公寓换成了租一个联排（townhouse），还是在Burnaby，月租3400。乐乐9月要转到新学区的学校，上三年级。婆婆的超级签证批下来了，10月过来。",
        "好多好消息！婆婆的超级签证批下来了，乐乐可以跟奶奶一起生活一段时间，对他的中文会很有帮助。\n\n联排房空间更大，婆婆来住也更方便。\n\n关于乐乐转学：\n\n- 提前带他去新学校看看，熟悉校园、操场和回家的路。\n- 开学前如果能认识一两个同班或同小区的孩子，会帮助很大。\n- 和新老师沟通孩子的情况，包括他的性格和兴趣。\n- 开学后多听他说学校的事情，不要急于问成绩。",
        "转学后乐乐要在新学校重新交朋友，我担心他又不适应。",
        "这种担心很正常，但七八岁的孩子适应能力通常比大人想象的强。可以做的事：\n\n- 利用兴趣：乐乐喜欢乐高，可以看看学校或社区中心有没有乐高俱乐部、STEM兴趣班。\n- 邀请同学来家里玩：开学后一两个月，问问他和谁比较玩得来，主动约对方家长周末一起去公园。\n- 保持旧友谊：和之前中文学校的乐高小伙伴也可以继续约着玩，给他一种稳定感。\n- 观察情绪：如果他持续几周都不愿意上学、睡不好或者情绪低落，可以和老师或学校的辅导员（counsellor）沟通。\n\n大多数孩子在第一学期结束时就会找到自己的小圈子。"]),
    ("2024-12-15T20:30:00-08:00", [
        "婆婆10月来了，乐乐跟奶奶天天说中文，进步特别快，现在都不想去中文学校了，说奶奶教得比老师好。我们在考虑下学期把中文学校停掉，改成让婆婆每天教他半小时。另外我自己也找到了工作，在一家会计事务所做簿记，一月份开始上班。",
        "恭喜找到工作！乐乐的中文进步也太棒了，奶奶的陪伴作用真的很大。\n\n关于是否停掉中文学校，有几点可以考虑：\n\n优点：\n- 奶奶在家教，孩子喜欢、效率高、时间灵活。\n- 周末时间空出来，可以安排其他活动。\n\n需要注意：\n- 婆婆是超级签证来探亲，终究会回国。她离开后，中文学习可能会中断，到时候再回中文学校可能要重新适应。\n- 中文学校有系统的读写教学和考核，而家里的学习往往偏重口语。\n- 中文学校也是一个社交圈，有同龄的华人孩子。\n\n一个折中的办法：家里由奶奶负责口语和兴趣，同时保留一些系统的识字和写字练习，并记录进度。",
        "那我们决定了：中文学校上到这学期结束，一月份开始停。",
        "好的，这个安排很合理，给乐乐一个完整的学期作为收尾。\n\n停课之后可以：\n\n- 和婆婆一起商量一个简单的每周计划，比如每天半小时，包括讲故事、认字、写几个字。\n- 继续用中文学校的教材作为参考，保持读写的进度。\n- 定期（比如每个月）看看他能认多少字、能读什么书，记录下来。\n- 提前想好婆婆回国以后的安排，比如那时候是否要回到中文学校，或者找一对一的老师。\n\n另外，一月份你开始上班，家里的节奏也会变，乐乐放学后的接送和安排也可以提前和家人商量好。"]),
], [
    ("乐乐现在还在上中文学校吗？", ["s4:3"], U, ["s1:3", "s2:1"]),
    ("我们现在住的是什么房子，月租多少？", ["s3:1"], U, ["s1:1"]),
    ("乐乐现在上几年级？", ["s3:1"], U, ["s1:1"]),
    ("我们最后搬去Richmond了吗？为什么？", ["s3:1"], U, ["s2:1"]),
    ("当初中文学校为什么要从周六改到周日？", ["s2:1"], S),
    ("婆婆是用什么签证过来的？什么时候到的？", ["s2:3", "s3:1", "s4:1"], M),
    ("我们移民到加拿大几年了？", ["s1:1"], T),
    ("乐乐的英文名叫什么？", [], A),
    ("我老公在哪家公司上班？", [], A),
    ("乐乐的游泳课一学期多少钱？", [], A),
    ("What's the minimum income needed to sponsor a Super Visa for a family of four?", [], A),
])

# ---------------------------------------------------------------- C8 家庭理财，重庆
add("zh-family-money-chongqing", "jiefangbei-noodles", "2025-03-05T21:00:00+08:00", [
    ("2024-02-25T21:00:00+08:00", [
        "我和老公在重庆，我在一家国企做会计，他在解放碑那边开了一家小面馆。家里现在存款大概45万，都放在银行定期，三年期利率2.45%。房贷还剩62万没还，利率4.1%。女儿今年上小学一年级。想问一下：是提前还房贷好，还是拿去买点基金？",
        "这个问题要结合你们家的具体情况来看，我先说几个原则：\n\n1. 先留应急金：一般建议留出6到12个月的家庭开支。你们家有面馆，经营收入不稳定，而且店里也可能需要周转资金，应急金最好留得更充足一些。\n2. 比较利率：房贷利率4.1%，而三年期定期只有2.45%。从数字上看，存款的收益低于房贷利率，提前还一部分贷款相当于获得4.1%的无风险收益。\n3. 基金的风险：基金的长期收益可能高于4.1%，但短期波动大，可能亏损。如果这笔钱一两年内可能要用（比如面馆周转），就不适合放在波动大的基金里。\n4. 提前还贷的方式：可以选择缩短年限（月供不变，总利息省得更多），或者减少月供（年限不变，每月压力变小）。\n\n一个常见的折中方案：留足应急金，用一部分钱提前还贷，再拿一小部分长期不用的钱定投指数基金。",
        "面馆一个月流水大概8万，纯利润在1.5万上下，但不太稳定。我自己的工资税后9千。",
        "这样家庭月收入大约在2.4万左右，但面馆那部分波动比较大。建议：\n\n- 应急金：按家庭开支和面馆周转需求，建议至少留10万左右，放在随存随取、风险低的地方，比如货币基金。\n- 提前还贷：可以拿出15万到20万提前还一部分房贷。\n- 定投：每月拿出两三千元定投宽基指数基金，比如沪深300，作为长期投资，不要期望短期赚钱。\n- 保险：面馆是家里重要的收入来源，如果还没有，可以考虑给你老公配置意外险和重疾险，家庭经济支柱的保障很重要。\n\n具体比例可以根据你们的风险承受能力调整。"]),
    ("2024-06-30T20:30:00+08:00", [
        "我们决定了：提前还了20万房贷，选的是缩短年限，月供不变。剩下的钱里，留了10万当应急金放货币基金，另外开始每月定投3000块沪深300指数基金。",
        "这个安排很稳健，既减轻了债务，又留足了应急金，还开始了长期投资。\n\n定投的一些建议：\n\n- 坚持：定投最重要的是长期坚持，不要因为短期涨跌就停止或加仓。\n- 心理准备：指数基金可能在一段时间里亏损10%到20%甚至更多，这是正常的。\n- 费率：选择管理费和托管费较低的指数基金，场外定投可以选C类份额（如果持有时间短）或A类份额（持有时间长）。\n- 止盈：可以提前设定一个目标，比如收益达到一定比例时部分赎回。\n\n缩短年限的选择可以省下不少利息。",
        "银行跟我说我的房贷利率其实已经降到3.95%了，因为LPR下调了。",
        "是的，房贷利率会随LPR在重定价日调整。3.95%比原来的4.1%低了0.15个百分点。利率下降以后，提前还贷的“收益”也相应降低了一点，但整体上你们之前的决定仍然是合理的。\n\n以后如果LPR继续下调，房贷利率还会跟着降。可以关注一下你们贷款的重定价日（一般是每年1月1日或贷款发放日的对应日）。"]),
    ("2024-10-12T19:00:00+08:00", [
        "九月底股市大涨，我的沪深300定投从亏8%变成了赚12%。我老公想全部卖掉，拿去扩店，在观音桥开第二家店，大概要投30万。我有点犹豫。另外我把定投加到了每月5000。",
        "这段时间的行情确实波动很大，从亏损变成盈利的感觉很好，但也要冷静。\n\n关于卖掉定投去扩店：\n\n- 定投赚12%，按你们定投的时间和金额计算，实际赚到的绝对金额可能并不大，单靠这部分钱不够开一家新店。\n- 开第二家店的风险：选址、客流、房租、人手、管理精力。老公一个人能否同时照顾两家店？\n- 资金来源：如果30万要动用应急金，家庭的抗风险能力会下降。\n\n建议先把第二家店的投资预算、回本周期、最坏情况都算清楚再决定。\n\n关于定投加到5000：在行情大涨时加大定投金额，要注意成本会变高。",
        "观音桥那个铺面月租1.8万，押三付一。",
        "观音桥是重庆最热闹的商圈之一，客流确实好，但房租也高：\n\n- 月租1.8万，押三付一，一开始光房租就要付7.2万（押金5.4万加首月1.8万）。\n- 一年房租就是21.6万。\n- 再加上装修、设备、人工、原料等，30万的预算可能偏紧。\n\n按你们现在的面馆利润水平，一家小面馆每月纯利1.5万左右，而观音桥这家店光房租就占了这么多，要求流水和利润都要明显高于现有的店才能覆盖成本。\n\n建议：\n\n- 算清楚盈亏平衡点：每月至少需要卖多少碗面才能不亏。\n- 考虑房租更低的位置，或者面积更小的铺面。\n- 不要动用全部应急金。"]),
    ("2025-01-19T20:00:00+08:00", [
        "最后我们折中了：第二家店没开在观音桥，改在了南坪一个小一点的铺面，月租1.1万，总共投了22万，用的是定投赚的钱加上一部分应急金。12月开业的，第一个月流水5万。定投我又改回了每月3000，因为现金流紧了。另外银行通知房贷利率又降到了3.55%，说是存量房贷调整。",
        "恭喜第二家店开业！南坪也是重庆的重要商圈，选择一个房租更低的铺面是明智的折中。\n\n接下来建议：\n\n- 补充应急金：动用了一部分应急金，以后要优先把它补回到原来的水平。\n- 两家店分开记账：看清楚每家店各自的盈亏。\n- 定投减回3000是合理的，现金流优先。\n- 房贷利率降到3.55%，月供会减少一些，省下的钱可以用来补充应急金。",
        "女儿在学钢琴，老师建议买一台钢琴，大概2万，现在该不该买？",
        "这个时间点可以先缓一缓：\n\n- 你们刚开了第二家店，应急金还没补足，现金流比较紧。\n- 可以先考虑租琴（很多琴行提供租琴服务，租金可以抵扣以后的购琴款），或者买一台品质可靠的二手琴。\n- 观察女儿学琴的兴趣能否持续，如果半年到一年后仍然很喜欢，再买新琴。\n- 如果老师认为必须有琴练习，也可以考虑价格低一些的入门款。\n\n等第二家店运营稳定、应急金补足以后再买会更稳妥。"]),
], [
    ("我们房贷利率现在是多少？", ["s4:1"], U, ["s1:1", "s2:3"]),
    ("我现在每个月定投多少钱？", ["s4:1"], U, ["s2:1", "s3:1"]),
    ("第二家店最后开在哪儿？月租多少？", ["s4:1"], U, ["s3:1", "s3:3"]),
    ("提前还款之后，房贷还剩多少本金？", ["s1:1", "s2:1"], M),
    ("南坪那家店的月租比当初看的观音桥铺面便宜多少？", ["s3:3", "s4:1"], M),
    ("我提前还贷的时候选的是缩短年限还是减少月供？", ["s2:1"], S),
    ("第二家店开业多久了？", ["s4:1"], T),
    ("我女儿叫什么名字？", [], A),
    ("我老公那家面馆叫什么名字？", [], A),
    ("我定投的沪深300是哪家基金公司的？", [], A),
    ("What has the CSI 300 returned on average per year over the last ten years?", [], A),
])

# ---------------------------------------------------------------- C9 考CPA，武汉
add("zh-cpa-wuhan", "optics-valley-cpa", "2025-03-15T21:00:00+08:00", [
    ("2024-03-03T21:30:00+08:00", [
        "我在武汉光谷一家软件公司做财务，本科是经济学。去年第一次考CPA，报了会计和税法，结果会计56分没过，税法62分过了。今年想报会计和财管两门。我一般晚上九点以后才有时间学，周末能学一整天。怎么安排比较好？",
        "税法第一次就过了，很不错！会计56分只差4分，今年再考把握会更大。\n\n会计加财管的组合是很多人的选择，两门都是计算量大的科目，会计是基础，财管数学要求高。时间安排建议：\n\n- 3月到5月：以会计为主，财管为辅。会计去年学过，重点在查漏补缺和做题；财管从头开始学基础概念。\n- 6月到7月：两门并行，重点攻财管的难点章节（如期权、资本结构、企业价值评估）。\n- 8月：全面做真题和模拟题，按考试时间进行限时训练。\n\n每天的安排：\n- 工作日晚上9点到11点：一门课听课或做题，两门轮换。\n- 周末：上午听新课，下午做题，晚上整理错题。\n\nCPA专业阶段单科60分及格，成绩有效期为五年，合理规划每年的科目组合很重要。",
        "我用的是一个网课平台的课，会计老师讲得很好，但财管的课我怎么都听不进去。",
        "财管的课听不进去很常见，可以尝试：\n\n- 换老师：同一个平台或其他平台的财管老师风格差别很大，有的偏理论推导，有的偏做题技巧。可以先试听几个不同老师的第一章，选一个适合你的。\n- 先做题再听课：对于某些章节，先看例题，带着问题去听，注意力会更集中。\n- 1.25倍速：有些老师讲得慢，加速反而容易集中注意力。\n- 分段学习：每次只听20到30分钟，然后马上做对应的习题。\n- 你的经济学背景对财管有帮助，比如时间价值、风险和收益、资本成本这些概念你应该比较熟悉。"]),
    ("2024-05-19T22:00:00+08:00", [
        "计划有变：财管实在太难了，我决定今年改成会计加经济法，财管明年再说，报名已经改好了。另外我被调岗了，从总账会计调到了做税务筹划，经常加班。",
        "这个调整很合理。经济法的计算量小，以记忆为主，和会计搭配能减轻压力。而且调岗到税务筹划，和你已经通过的税法也能相互促进。\n\n经济法的学习建议：\n\n- 经济法内容多、法条细，需要反复记忆，建议多轮复习。\n- 重点章节：合同法律制度、公司法律制度、证券法律制度、票据与支付结算等，分值高。\n- 做题时注意题干中的细节，常见的陷阱是期限、比例和例外情况。\n- 利用碎片时间：通勤、午休时背法条和做选择题。\n\n加班多的话，工作日可以以经济法的碎片化复习为主，周末集中攻会计。",
        "八月底考试，考点我选的是武汉。",
        "8月下旬考试的话，现在到考试大约还有三个月。按两门课分配：\n\n- 5月下旬到6月：会计做完第二轮复习，经济法完成第一轮学习。\n- 7月：会计重点做综合题，经济法开始第二轮复习和大量做题。\n- 8月：两门都做真题和模拟考试，限时训练，整理错题本。\n\n考前一周安排好作息，熟悉考场位置和机考系统的操作。CPA是机考，要提前练习在电脑上输入公式和分录。"]),
    ("2024-09-01T20:00:00+08:00", [
        "考完了。会计感觉还行，经济法的选择题好多都没见过，有点悬。另外我们公司搬到汉阳去了，我从光谷过去通勤要一个半小时，在考虑搬家。",
        "辛苦了！经济法的选择题出现很多没见过的内容是常有的事，因为法条多、出题范围广，很多考生都有这种感觉，不一定代表考得不好。\n\n通勤一个半小时确实太辛苦了，尤其你还要加班和备考。如果租房的话，搬到离公司近一点的地方，每天能省下两三个小时，可以用来休息和学习。可以看看汉阳那边的房租和居住环境，比如地铁沿线的小区。",
        "成绩11月才出，等成绩这段时间，我要不要先开始学财管？",
        "可以开始，但节奏放慢一点：\n\n- 9月可以先休息一两周，调整状态。\n- 然后开始财管的基础学习：先把教材的框架过一遍，理解基本概念，不用急着做难题。\n- 即使经济法没过，明年也可以和财管一起考；如果过了，明年可以考财管和其他科目。\n- 这段时间也可以顺便处理搬家的事情。\n\n提前开始财管的好处是明年压力会小一些。"]),
    ("2024-11-24T21:00:00+08:00", [
        "成绩出来了！会计68分，过了！经济法58分，差两分没过。另外我搬家了，从光谷搬到了汉阳四新，现在走路上班只要十分钟。明年打算报经济法和财管。",
        "恭喜会计通过！经济法差两分，很可惜，但明年再考基础已经很好了。\n\n你现在已经通过两门：\n- 税法：2023年通过\n- 会计：2024年通过\n\nCPA专业阶段的单科成绩有效期是五年（从通过当年算起，连续五年），所以税法的成绩到2027年底有效，会计到2028年底。你需要在有效期内通过剩下的四门（审计、财管、经济法、公司战略与风险管理）。\n\n明年报经济法和财管是合理的，经济法第二次考会轻松很多，可以把更多时间给财管。",
        "财管我还是怕，能不能推荐个学习方法？",
        "财管的学习方法：\n\n1. 先建立框架：财管的核心是“价值”和“风险”，时间价值、风险收益、资本成本、企业价值评估、期权、管理会计，各章之间有联系。先把这个框架搞清楚。\n2. 公式要理解推导：不要死记公式，理解每个公式的来源，考试时遇到变形题也能应对。\n3. 多做题：财管是做题出来的，每一章学完要做大量练习，特别是计算题和综合题。\n4. 整理错题本：记录错误的原因，是公式不熟、概念混淆还是计算失误。\n5. 考试技巧：计算器要熟练，机考时注意时间分配。\n\n现在搬到离公司近的地方了，每天多出来的时间可以好好利用。"]),
], [
    ("我CPA现在已经过了哪几门？", ["s1:1", "s4:1"], M),
    ("2024年我最后报的是哪两门？", ["s2:1"], U, ["s1:1"]),
    ("我现在住在武汉哪儿？", ["s4:1"], U, ["s3:1"]),
    ("我现在在公司做什么岗位？", ["s2:1"], U, ["s1:1"]),
    ("我会计两次考试分别考了多少分？", ["s1:1", "s4:1"], M),
    ("今年我打算报哪两科？", ["s4:1"], S),
    ("我的税法成绩什么时候过期？", ["s1:1", "s4:2"], T),
    ("我用的是哪个网课平台？", [], A),
    ("我的初级会计职称是哪年拿的？", [], A),
    ("那个讲财管我听不进去的老师叫什么？", [], A),
    ("How many hours does it usually take to prepare for the CPA Audit paper?", [], A),
])


def check(cases):
    """Structural checks: turn ids exist, evidence shape matches the kind, questions come after the chat."""
    from datetime import datetime
    for c in cases:
        turns = {t["id"]: t for s in c["sessions"] for t in s["turns"]}
        last = max(datetime.fromisoformat(s["time"]) for s in c["sessions"])
        times = [datetime.fromisoformat(s["time"]) for s in c["sessions"]]
        assert times == sorted(times), c["id"]
        assert 3 <= len(c["sessions"]) <= 5, c["id"]
        for q in c["questions"]:
            where = f'{c["id"]} {q["id"]}'
            assert datetime.fromisoformat(q["time"]) > last, where
            for tid in q["evidence"] + q.get("stale", []):
                assert tid in turns, (where, tid)
            assert set(q["evidence"]).isdisjoint(q.get("stale", [])), where
            if q["type"] == A:
                assert q["evidence"] == [] and "stale" not in q, where
            else:
                assert q["evidence"], where
            if q["type"] == U:
                assert q.get("stale"), where
            if q["type"] == M:
                assert len({t.split(":")[0] for t in q["evidence"]}) > 1, where


def main():
    check(CASES)
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dialogues-15.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump({
            "name": "dialogues-15",
            "version": 1,
            "description": ("Unseen multi-session chats between one user and an assistant: 9 English and 9 Simplified "
                            "Chinese cases, one user each, with later questions in the user's voice (single-hop, "
                            "multi-session, temporal, update with stale turns, and about a third abstain). Written from "
                            "imagination by a helper that read only dialogue_case.py."),
            "cases": CASES,
        }, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(path, encoding="utf-8") as f:
        loaded = json.load(f)
    kinds = {}
    loaded = loaded["cases"]
    for c in loaded:
        for q in c["questions"]:
            kinds[q["type"]] = kinds.get(q["type"], 0) + 1
    en = sum(1 for c in loaded if c["id"].startswith("en-"))
    zh = sum(1 for c in loaded if c["id"].startswith("zh-"))
    nq = sum(kinds.values())
    print(f"wrote {path}")
    print(f"cases: {len(loaded)} ({en} English, {zh} Chinese); sessions: {sum(len(c['sessions']) for c in loaded)}; "
          f"turns: {sum(len(s['turns']) for c in loaded for s in c['sessions'])}; questions: {nq}")
    for k in (S, M, U, T, A):
        print(f"  {k}: {kinds.get(k, 0)}")


if __name__ == "__main__":
    main()
