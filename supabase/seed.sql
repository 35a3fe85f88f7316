-- Demo content for The Daily Opinion.
--
-- Runs after the migrations on a fresh database (supabase db reset, or the local backend on
-- first start). Dates are relative to now() so the site always looks current. Plain inserts:
-- running it twice fails on the unique article slugs instead of duplicating anything.
-- Slugs follow the spec's rule applied to the title (lowercase, spaces to hyphens, non-word
-- characters removed, repeated hyphens collapsed, leading/trailing hyphens trimmed).
-- Users and administrators are not created here.
-- Images referenced below are the demo photographs build/photos/demo-photos.ts paints into
-- public/images/photos/ (each stored as the editor stores an upload: 480-1600 px WebP).


-- Articles ----------------------------------------------------------------------------------

-- health-news (6)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'regional-health-board-approves-four-day-clinic-weeks-a-risky-bet-worth-taking',
  'Regional Health Board Approves Four-Day Clinic Weeks: A Risky Bet Worth Taking',
  'Longer days and fewer of them could keep rural clinics staffed. The board should publish its results every month so patients can judge for themselves.',
  $html$<p>Late on Tuesday the regional health board voted to let its twelve rural clinics move to <strong>four ten-hour days</strong> a week. Critics call it a cut in disguise. I think it is the first honest attempt in years to stop those clinics from closing altogether.</p><h2>The staffing arithmetic</h2><p>Rural clinics do not lose nurses because the pay is bad; they lose them because the commute is long and the rota is relentless. A compressed week removes one round trip of up to ninety minutes, and exit interviews point to exactly that as the reason people leave.</p><ul><li><p>Opening hours per week stay the same: 40.</p></li><li><p>Evening appointments rise from none to two nights a week.</p></li><li><p>The closed day rotates between neighbouring clinics, so no town is left without cover.</p></li></ul><h2>What could go wrong</h2><p>Fatigue is real. Ten-hour shifts in emergency care are a different animal, and the board must keep urgent care out of this pilot. It must also count missed appointments, not just staff turnover.</p><blockquote><p>A pilot that measures only what its supporters care about is not a pilot; it is a press release.</p></blockquote><p>If the board publishes the numbers monthly, as the <a rel="noopener noreferrer" href="https://www.who.int/health-topics/health-workforce">World Health Organization's workforce guidance</a> recommends for service changes, patients will be able to judge the bet for themselves. That is the least they are owed.</p>$html$,
  'health-news', 'Priya Raman',
  now() - interval '5 hours', now() - interval '5 hours',
  '/images/photos/health-news-2/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  false, true
),
(
  'the-quiet-crisis-in-teen-sleep-deserves-a-louder-response',
  'The Quiet Crisis in Teen Sleep Deserves a Louder Response',
  'Teenagers are sleeping less than any generation we have measured. Later school start times are the cheapest public health win on the table.',
  $html$<p>Ask any parent of a fifteen-year-old what time their child falls asleep and you will get a sigh before you get a number. Ask a sleep researcher and you will get a graph that should alarm every school board in the country.</p><h2>What the data says</h2><p>Adolescents need <strong>eight to ten hours</strong> of sleep a night. Surveys summarised by the <a rel="noopener noreferrer" href="https://www.cdc.gov/sleep/">Centers for Disease Control and Prevention</a> suggest that roughly seven in ten high-school students get less than eight on school nights. The shortfall is not a character flaw. Puberty shifts the body clock later by up to two hours, which means a teenager who cannot fall asleep at ten is not being difficult; they are being biological.</p><img src="/images/photos/health-news-1/1600x1067.avif" alt="Green and grey hills under a cloudy grey-blue sky"><h3>The costs we do not count</h3><ul><li><p>Car crashes involving drowsy young drivers, who are most at risk in the early morning.</p></li><li><p>Lower grades in first-period classes, consistently, across many studies.</p></li><li><p>Higher rates of anxiety and low mood, which sleep loss both causes and worsens.</p></li></ul><h2>The fix is boring, which is why it works</h2><p>Districts that moved high-school start times to 8:30 a.m. or later report more sleep, better attendance and fewer tardies. The objections are logistical, chiefly bus routes and after-school sports, and logistics can be solved. Biology cannot be negotiated with.</p><blockquote><p>We do not ask toddlers to skip naps to suit the bus timetable. We should not ask teenagers to skip sleep for it either.</p></blockquote><h2>What parents can do this term</h2><ol><li><p>Move phones out of bedrooms after a fixed time, and do the same yourself.</p></li><li><p>Keep weekend wake-up times within two hours of weekday ones.</p></li><li><p>Write to the school board: start-time changes happen when parents ask for them in numbers.</p></li></ol><p>None of this requires a new drug, a new app or a new department. It requires us to take <em>sleep</em> as seriously as we take test scores, because one quietly drives the other.</p>$html$,
  'health-news', 'Amelia Hart',
  now() - interval '3 days 4 hours', now() - interval '3 days 4 hours' + interval '6 hours',
  '/images/photos/health-news-1/1600x1067.avif', 'Green and grey hills under a cloudy grey-blue sky',
  true, false
),
(
  'hospital-price-tags-should-be-as-easy-to-read-as-a-menu',
  'Hospital Price Tags Should Be as Easy to Read as a Menu',
  'Price transparency rules exist on paper, but patients still cannot find out what a knee scan costs. Plain-language price lists would change that overnight.',
  $html$<p>You can learn the price of a sandwich before you order it. You cannot, in most hospitals, learn the price of an MRI before you are lying inside the machine.</p><p>Hospitals are already required to post machine-readable price files. In practice those files run to <strong>hundreds of megabytes</strong> of billing codes that no patient will ever open. Compliance has become a technical exercise rather than a public service.</p><h2>A modest proposal</h2><p>Every hospital should publish a one-page list of its fifty most common planned procedures, with the cash price and the typical insured price, written in words a patient understands. <em>Knee MRI: $640 cash.</em> That is the whole idea.</p><p>Regulators could check it in an afternoon. Patients could use it in a minute. And hospitals that charge four times the going rate would finally have to explain why.</p>$html$,
  'health-news', 'Daniel Okafor',
  now() - interval '9 days 2 hours', now() - interval '9 days 2 hours',
  '/images/photos/health-news-2/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  false, false
),
(
  'walking-prescriptions-work-why-dont-more-doctors-write-them',
  'Walking Prescriptions Work. Why Don''t More Doctors Write Them?',
  'A written prescription to walk thirty minutes a day costs nothing and measurably changes behaviour. It deserves a place on every prescription pad.',
  $html$<p>When a doctor tells a patient to "get more exercise", the advice evaporates before the patient reaches the car park. When the same doctor writes it down, with a dose and a frequency, something changes.</p><h2>Dose, frequency, follow-up</h2><p>Pilot schemes that hand out written activity prescriptions, such as <em>thirty minutes of brisk walking, five days a week, review in six weeks</em>, consistently report higher activity at follow-up than verbal advice alone. The effect is modest, but the cost is close to zero.</p><ul><li><p>It takes under a minute in a consultation.</p></li><li><p>It pairs naturally with local walking groups and parks.</p></li><li><p>It treats movement as medicine, which is what the evidence says it is.</p></li></ul><p>Health systems pay for far less effective interventions every day. A pad of printed walking prescriptions in every surgery would be one of the cheapest upgrades in modern medicine.</p>$html$,
  'health-news', 'Grace Whitfield',
  now() - interval '17 days 6 hours', now() - interval '17 days 6 hours',
  '/images/photos/health-news-1/1600x1067.avif', 'Green and grey hills under a cloudy grey-blue sky',
  false, false
),
(
  'measles-is-back-because-we-stopped-telling-the-story',
  'Measles Is Back Because We Stopped Telling the Story',
  'Vaccines did their job so well that we forgot what the disease looked like. Public health needs storytellers as much as it needs syringes.',
  $html$<p>Two generations of parents have never seen a child with measles. That is a triumph of vaccination, and it has become its greatest weakness.</p><p>When a disease disappears from memory, the fear shifts to the vaccine. Outbreaks in several countries this year, tracked by the <a rel="noopener noreferrer" href="https://www.who.int/news-room/fact-sheets/detail/measles">World Health Organization</a>, followed communities where coverage slipped below the roughly 95 percent needed to stop spread.</p><blockquote><p>Facts inform, but stories persuade. Public health has spent too long assuming the opposite.</p></blockquote><p>Health departments should fund local voices: grandparents who remember the wards, nurses who have seen complications, parents who changed their minds. A leaflet cannot compete with a neighbour, and it never could.</p>$html$,
  'health-news', 'Hannah Cole',
  now() - interval '28 days 3 hours', now() - interval '28 days 3 hours',
  null, null,
  false, false
),
(
  'your-fitness-tracker-is-not-your-doctor-and-thats-fine',
  'Your Fitness Tracker Is Not Your Doctor, and That''s Fine',
  'Wearables are great at nudging us to move and poor at diagnosing anything. Knowing the difference keeps them useful instead of anxious.',
  $html$<p>My watch told me last week that my "sleep score" was 61. I felt fine. I also felt, briefly, that I had failed an exam I never signed up for.</p><h2>What trackers do well</h2><ul><li><p>Counting steps and nudging you off the sofa.</p></li><li><p>Showing trends over weeks rather than single nights.</p></li><li><p>Spotting an unusually high resting heart rate worth mentioning to a professional.</p></li></ul><h2>What they do badly</h2><p>Scores that compress sleep, stress or "readiness" into one number are estimates built on estimates. Treat them as weather forecasts, not lab results.</p><p>Use the device to move more. Use a doctor to diagnose. And if the number makes you anxious, take the watch off for a week: <strong>your body kept time long before your wrist did</strong>.</p>$html$,
  'health-news', 'Sofia Lindqvist',
  now() - interval '44 days 8 hours', now() - interval '44 days 8 hours',
  '/images/photos/health-news-2/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  false, false
);

-- political (6)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'late-night-vote-clears-ranked-choice-pilot-now-comes-the-hard-part',
  'Late-Night Vote Clears Ranked-Choice Pilot: Now Comes the Hard Part',
  'Lawmakers approved a ranked-choice pilot for three counties after midnight. Whether it succeeds depends on the voter guide, not the vote count.',
  $html$<p>Shortly after midnight the state legislature approved a pilot of <strong>ranked-choice voting</strong> in three counties for next year's local elections. Supporters cheered in the gallery. They should save some energy, because the difficult work starts now.</p><h2>Ballots are design problems</h2><p>Ranked ballots fail when voters do not understand them, and voters do not understand them when officials assume they will. The counties have months, not years, to test the ballot layout with real residents: older voters, first-time voters, voters who read English as a second language.</p><ol><li><p>Publish a sample ballot this month, not the week before the election.</p></li><li><p>Run mock elections at libraries and community centres.</p></li><li><p>Report how many ballots were exhausted or spoiled, precinct by precinct.</p></li></ol><p>Done well, the pilot could show that ranking reduces negative campaigning and rewards broad appeal. Done badly, it will become the cautionary tale opponents are already rehearsing. <em>The manual matters more than the motion.</em></p>$html$,
  'political', 'Marcus Bell',
  now() - interval '2 hours', now() - interval '2 hours',
  '/images/photos/political-2/1600x1067.avif', 'Slate and olive hills under a cloudy grey-blue sky',
  false, true
),
(
  'the-filibuster-debate-is-really-about-who-gets-to-be-patient',
  'The Filibuster Debate Is Really About Who Gets to Be Patient',
  'Every majority discovers the filibuster is an outrage, and every minority discovers it is sacred. The real question is how long democracy should make people wait.',
  $html$<p>Watch any legislature long enough and you will see the same scene with the actors swapped. The majority calls the minority's delaying tactics an abuse. Two elections later, the former majority discovers those same tactics are the last defence of liberty.</p><h2>Delay is a feature, up to a point</h2><p>Supermajority rules exist to slow things down, and slowness has value. It forces coalitions, invites amendment and gives the public time to notice what is happening. The founders of most parliamentary systems built in friction on purpose.</p><p>But friction becomes paralysis when a rule designed for rare use becomes routine. When <strong>every</strong> bill needs sixty votes, the rule is no longer protecting deliberation; it is replacing it.</p><img src="/images/photos/political-2/1600x1067.avif" alt="Slate and olive hills under a cloudy grey-blue sky"><h2>A middle path exists</h2><ul><li><p>Require the minority to actually hold the floor, in person, to sustain a delay.</p></li><li><p>Shrink the threshold gradually over successive votes on the same bill.</p></li><li><p>Exempt a narrow set of must-pass measures, such as keeping the government funded.</p></li></ul><blockquote><p>The question is not whether the minority should be heard. It is whether the majority should ever be allowed to finish a sentence.</p></blockquote><p>Reforms like these would cost both parties something, which is exactly why they might be fair. Neither side should design rules for the day it is in charge. Both should design them for the day it is not.</p><p>Further reading: the <a rel="noopener noreferrer" href="https://www.senate.gov/about/powers-procedures/filibusters-cloture.htm">Senate's own history of cloture</a> is surprisingly readable, and a useful reminder that the rule has been changed many times before.</p>$html$,
  'political', 'Daniel Okafor',
  now() - interval '1 day 6 hours', now() - interval '1 day 6 hours',
  '/images/photos/political-1/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  true, false
),
(
  'town-halls-are-dying-and-both-parties-should-mourn-them',
  'Town Halls Are Dying, and Both Parties Should Mourn Them',
  'Scripted tele-forums have replaced the messy, face-to-face town hall. Representatives lose more than they gain by hiding from constituents.',
  $html$<p>The town hall meeting used to be a rite of passage for any elected official: a school gym, a folding table, a microphone, and a queue of constituents who had been waiting all week to say their piece.</p><p>Today many representatives hold "tele-town halls" where questions are screened, or none at all. The logic is understandable. A single viral clip of an angry voter can define a career. But the cost is steep.</p><h2>What we lose</h2><ul><li><p><strong>Accountability</strong>: screened questions are soft questions.</p></li><li><p><strong>Information</strong>: officials stop hearing what their voters actually worry about.</p></li><li><p><strong>Trust</strong>: a representative who will not be seen is easy to caricature.</p></li></ul><p>The remedy is simple and slightly uncomfortable: show up, take unscreened questions, and let the cameras roll. Voters can tell the difference between a politician who listens and one who performs listening.</p>$html$,
  'political', 'Amelia Hart',
  now() - interval '6 days 5 hours', now() - interval '6 days 5 hours',
  '/images/photos/political-1/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  false, false
),
(
  'campaign-ads-need-nutrition-labels-for-their-claims',
  'Campaign Ads Need Nutrition Labels for Their Claims',
  'A small box listing the sources behind every factual claim would not end misleading ads, but it would make them a lot more expensive to run.',
  $html$<p>Cereal boxes must tell you how much sugar they contain. Campaign ads can tell you almost anything at all.</p><p>Imagine a small on-screen label, shown for three seconds, listing the sources behind each factual claim: <em>"Claim: crime up 40%. Source: state police annual report, table 3."</em> Broadcasters already run disclaimers about who paid for an ad; a sources line would sit right beside it.</p><blockquote><p>Sunlight is said to be the best disinfectant. A footnote is at least a decent hand wash.</p></blockquote><p>Campaigns that cite honestly would lose nothing. Campaigns that invent statistics would have to invent sources too, and invented sources are much easier to check. Fact-checkers such as <a rel="noopener noreferrer" href="https://www.factcheck.org">FactCheck.org</a> would finally have something concrete to work with.</p>$html$,
  'political', 'Rachel Moreau',
  now() - interval '13 days 1 hour', now() - interval '13 days 1 hour',
  '/images/photos/political-2/1600x1067.avif', 'Slate and olive hills under a cloudy grey-blue sky',
  false, false
),
(
  'redistricting-commissions-imperfect-independent-and-worth-keeping',
  'Redistricting Commissions: Imperfect, Independent, and Worth Keeping',
  'Independent commissions draw maps that please nobody completely. That is usually a sign they are doing the job right.',
  $html$<p>Every ten years, the lines get redrawn and everyone complains. In states that hand the job to independent commissions, the complaints come from both parties at once, which is the best evidence we have that the maps are fair.</p><h2>The case for keeping them</h2><ol><li><p>Commission maps keep more counties and cities whole.</p></li><li><p>Districts are more compact, which makes representation easier to understand.</p></li><li><p>Public hearings give residents a real chance to shape the outcome.</p></li></ol><p>Commissions are not perfect. Member selection can be gamed and deadlines can force rushed decisions. Those are reasons to improve the design, not to return the pen to the people who benefit from holding it.</p>$html$,
  'political', 'Marcus Bell',
  now() - interval '24 days 7 hours', now() - interval '24 days 7 hours' + interval '2 days',
  '/images/photos/political-1/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  false, false
),
(
  'what-a-forgotten-budget-amendment-teaches-about-power',
  'What a Forgotten Budget Amendment Teaches About Power',
  'A three-line amendment buried in a spending bill quietly redirected millions. The lesson is about attention, not conspiracy.',
  $html$<p>Nobody voted against it because nobody noticed it. The amendment, three lines long and tucked into page 412 of a routine spending bill, moved a grant programme from one agency to another and changed who decides where the money goes.</p><p>This is how most power moves in modern government: not through dramatic speeches but through <strong>drafting</strong>. The people who read the whole bill, mostly staff and lobbyists, shape outcomes far more than the people who vote on it.</p><p>The fix is not outrage; it is capacity. Legislatures should publish plain-language summaries of every amendment, and newsrooms should fund the unglamorous work of reading them. Democracy is, among other things, a reading assignment.</p>$html$,
  'political', 'Hannah Cole',
  now() - interval '51 days 4 hours', now() - interval '51 days 4 hours',
  null, null,
  false, false
);

-- usa-today (5)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'americas-highways-are-crumbling-faster-than-our-patience',
  'America''s Highways Are Crumbling Faster Than Our Patience',
  'The repair backlog on interstate bridges keeps growing while ribbon-cuttings favour new lanes. Fix it first, then build.',
  $html$<p>Politicians love a ribbon-cutting. Nobody holds a ceremony for a resurfaced overpass, which is one reason the country's repair backlog keeps growing.</p><h2>"Fix it first" should be law, not a slogan</h2><p>According to the <a rel="noopener noreferrer" href="https://www.fhwa.dot.gov/bridge/">Federal Highway Administration's bridge inventory</a>, tens of thousands of bridges are rated in poor condition. Meanwhile, states continue to spend a large share of new funding on widening roads that induced demand will fill again within a decade.</p><ul><li><p>Tie a share of federal grants to measurable repair progress.</p></li><li><p>Publish a public, searchable list of every bridge rated poor.</p></li><li><p>Reward states that maintain what they have before they expand.</p></li></ul><p>Maintenance is not exciting. Neither is a bridge that is still standing. We should learn to celebrate both.</p>$html$,
  'usa-today', 'Oliver Grant',
  now() - interval '16 hours', now() - interval '16 hours',
  '/images/photos/usa-today-2/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'small-town-main-streets-are-staging-a-comeback-quietly',
  'Small-Town Main Streets Are Staging a Comeback, Quietly',
  'Remote work, cheap storefronts and local pride are refilling empty main streets. The revival is fragile, and towns should protect it deliberately.',
  $html$<p>Drive through a certain kind of American town on a Saturday morning and you will notice something unexpected: the bakery is open, there is a queue at the hardware store, and the old bank building has become a coffee shop with a co-working room upstairs.</p><h2>Why it is happening</h2><p>The pandemic scattered office workers, and some of them landed in places they could afford to buy a house. They brought salaries earned elsewhere and a willingness to spend them locally. Storefront rents, after decades of decline, were low enough for first-time business owners to take a chance.</p><h3>The ingredients that seem to matter</h3><ol><li><p>A walkable few blocks with buildings worth saving.</p></li><li><p>Reliable broadband, which is now as important as the water main.</p></li><li><p>A council willing to relax parking minimums and allow flats above shops.</p></li><li><p>A farmers market or weekly event that gives people a reason to come downtown.</p></li></ol><h2>Why it could fade</h2><p>Revivals built on cheap rent tend to end when rent stops being cheap. Towns that want the new bakery to survive its fifth birthday should act now: community land trusts, small-business grants tied to local ownership, and zoning that lets housing grow alongside shops.</p><blockquote><p>A main street is not a museum. It stays alive only if people can afford to live and work on it.</p></blockquote><p>The <a rel="noopener noreferrer" href="https://www.mainstreet.org">National Main Street Center</a> has tracked downtown reinvestment for decades. Its lesson is consistent: revival is a policy choice as much as a market trend. The towns that treat it that way will still have a bakery in ten years.</p>$html$,
  'usa-today', 'Amelia Hart',
  now() - interval '4 days 3 hours', now() - interval '4 days 3 hours',
  '/images/photos/usa-today-1/1600x1067.avif', 'Grey and rust hills under a cloudy blue sky, warm at the horizon',
  true, false
),
(
  'the-housing-shortage-wont-be-solved-in-washington',
  'The Housing Shortage Won''t Be Solved in Washington',
  'Federal programmes can help at the margins, but the real bottleneck is local zoning. City councils hold the keys to cheaper rent.',
  $html$<p>Every presidential campaign promises to fix housing. None of them can, because the rules that decide what gets built are written by city councils and county planning boards.</p><p>In much of the country it is still illegal to build anything but a detached single-family home on most residential land. Duplexes, small apartment buildings and backyard cottages, the "missing middle", are banned by default.</p><h2>What local leaders can do this year</h2><ul><li><p>Allow two to four homes on any residential lot.</p></li><li><p>Drop parking minimums near transit.</p></li><li><p>Set firm deadlines for permit decisions.</p></li></ul><p>Washington can reward cities that act. It cannot act for them. Residents who want cheaper rent should spend less time watching debates and more time at their local planning meeting.</p>$html$,
  'usa-today', 'Daniel Okafor',
  now() - interval '11 days 9 hours', now() - interval '11 days 9 hours',
  '/images/photos/usa-today-2/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'community-colleges-are-americas-most-underrated-institution',
  'Community Colleges Are America''s Most Underrated Institution',
  'They train nurses, electricians and future graduate students for a fraction of university costs. They deserve funding that matches their impact.',
  $html$<p>If you have been treated by a nurse, had your wiring fixed or your car repaired, there is a good chance a community college trained the person who helped you.</p><p>Community colleges enrol millions of students, many of them working adults, parents or the first in their families to attend college. They do it on budgets per student that are a fraction of what four-year universities spend.</p><blockquote><p>We fund these colleges like an afterthought and then expect them to rebuild the middle class.</p></blockquote><p>States should fund them on completion and job placement rather than headcount alone, and employers should co-design programmes that lead directly to jobs. The return on investment is hard to beat anywhere in public policy.</p>$html$,
  'usa-today', 'Grace Whitfield',
  now() - interval '20 days 2 hours', now() - interval '20 days 2 hours',
  '/images/photos/usa-today-1/1600x1067.avif', 'Grey and rust hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'public-libraries-have-become-the-last-free-living-room',
  'Public Libraries Have Become the Last Free Living Room',
  'Libraries now serve as job centres, cooling stations and homework clubs. Budgets should reflect everything they actually do.',
  $html$<p>Walk into a public library on a weekday afternoon and count the roles it plays: job centre, homework club, internet café, cooling station, citizenship class, and occasionally, a place to borrow a book.</p><p>There are very few indoor spaces left where you can sit for hours without buying anything. Libraries are one of them, and they serve everyone, from toddlers at story time to retirees learning to video-call their grandchildren.</p><h2>Fund the building, not just the books</h2><ul><li><p>Longer opening hours, including evenings and Sundays.</p></li><li><p>Social workers on staff in busy branches.</p></li><li><p>Reliable Wi-Fi and modern devices to lend.</p></li></ul><p>A library card remains the best value in American public life. It is time the budget line said so.</p>$html$,
  'usa-today', 'Sofia Lindqvist',
  now() - interval '37 days 5 hours', now() - interval '37 days 5 hours',
  '/images/photos/usa-today-2/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  false, false
);

-- uk-today (5)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'londons-bus-lanes-prove-that-boring-policy-works',
  'London''s Bus Lanes Prove That Boring Policy Works',
  'No ribbon, no tunnel, no billion-pound launch: just paint, cameras and enforcement. The results should embarrass every grand transport scheme.',
  $html$<p>The most effective transport policy in Britain this decade involved a tin of paint. Extended bus lane hours on a handful of London corridors have cut journey times and made timetables something passengers can actually rely on.</p><h2>Why it works</h2><p>Buses carry more people per square metre of road than anything else on wheels. Give them a clear lane and they get faster; make them faster and more people take them. It is not complicated, which is perhaps why it is so often overlooked.</p><ul><li><p>Low cost: paint, signs and cameras.</p></li><li><p>Quick to deliver: months, not decades.</p></li><li><p>Easy to reverse if it does not work, which it usually does.</p></li></ul><p>Every city in the country could copy this by next spring. The only thing missing is the willingness to choose <em>boring and effective</em> over <em>grand and delayed</em>.</p>$html$,
  'uk-today', 'Isla MacLeod',
  now() - interval '14 hours', now() - interval '14 hours',
  '/images/photos/uk-today-2/1600x1067.avif', 'Layered green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'the-nhs-waiting-list-needs-honesty-before-it-needs-money',
  'The NHS Waiting List Needs Honesty Before It Needs Money',
  'Patients can cope with long waits more easily than with vague ones. A realistic date, published and kept, would restore a surprising amount of trust.',
  $html$<p>Ask anyone on an NHS waiting list what frustrates them most and the answer is rarely the wait itself. It is not knowing. "You're on the list" is not a date, and people cannot plan a life around it.</p><h2>The case for a published date</h2><p>Every patient referred for planned treatment should receive an <strong>estimated treatment date</strong>, updated monthly, with the reasons for any change. Hospitals already hold the data; the <a rel="noopener noreferrer" href="https://www.nhs.uk/nhs-services/hospitals/">NHS website</a> shows average waits by trust. What is missing is the personal version.</p><h3>What this would change</h3><ul><li><p>Patients could arrange time off work and care for dependants.</p></li><li><p>GPs would spend less time chasing hospitals on patients' behalf.</p></li><li><p>Those who could travel for faster treatment would know when it is worth it.</p></li></ul><blockquote><p>Trust is not built by good news. It is built by accurate news, delivered on time.</p></blockquote><p>More money will be needed; nobody seriously disputes that. But honesty is cheap, and it would make the money that is spent feel like progress rather than a black hole.</p>$html$,
  'uk-today', 'Oliver Grant',
  now() - interval '2 days 8 hours', now() - interval '2 days 8 hours' + interval '1 day 2 hours',
  '/images/photos/uk-today-1/1600x1067.avif', 'Ochre and green hills under a cloudy grey-blue sky',
  true, false
),
(
  'high-street-banks-are-closing-who-speaks-for-the-cash-users',
  'High Street Banks Are Closing. Who Speaks for the Cash Users?',
  'Branch closures hit older and rural customers hardest. Shared banking hubs are a good start, but they need to arrive before the last branch leaves.',
  $html$<p>When the last bank on a high street closes, the notice in the window usually promises that customers can "bank online or visit our nearest branch". For many people, neither option is realistic.</p><p>Millions of adults still rely on cash for day-to-day budgeting, and small businesses need somewhere to deposit takings. Shared <strong>banking hubs</strong>, where several banks share one counter, have begun to fill the gap, but they often open months after the last branch has gone.</p><p>The rule should be simple: no town loses its final branch until a hub or equivalent service is open. Banks can afford that courtesy; their customers cannot afford the gap.</p>$html$,
  'uk-today', 'Hannah Levi',
  now() - interval '8 days 4 hours', now() - interval '8 days 4 hours',
  '/images/photos/uk-today-2/1600x1067.avif', 'Layered green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'council-tax-reform-has-been-dodged-for-thirty-years',
  'Council Tax Reform Has Been Dodged for Thirty Years',
  'Homes are still taxed on what they were worth in 1991. Every government agrees it is unfair, and every government finds a reason to wait.',
  $html$<p>Council tax in England is still based on property values from April 1991. A flat that has quadrupled in value since and a house that has barely moved can sit in the same band. Nobody defends this. Nobody fixes it either.</p><h2>Why it keeps being dodged</h2><p>Revaluation creates losers, and losers vote. A reform that is revenue-neutral overall will still raise bills for millions of households, mostly in areas where prices rose fastest.</p><ol><li><p>Revalue every home, and repeat it regularly so jumps stay small.</p></li><li><p>Add bands at the top and bottom to make the tax more proportional.</p></li><li><p>Phase in changes over several years, with relief for those on low incomes.</p></li></ol><p>The longer it waits, the bigger the shock when it finally comes. Thirty years is long enough.</p>$html$,
  'uk-today', 'Isla MacLeod',
  now() - interval '19 days 6 hours', now() - interval '19 days 6 hours',
  '/images/photos/uk-today-1/1600x1067.avif', 'Ochre and green hills under a cloudy grey-blue sky',
  false, false
),
(
  'rainy-summers-and-the-case-for-a-four-season-tourism-strategy',
  'Rainy Summers and the Case for a Four-Season Tourism Strategy',
  'Britain''s seaside towns bet everything on six sunny weeks. A year-round plan would serve residents and visitors better.',
  $html$<p>Seaside towns across Britain live and die by the August weather. A wet summer can wipe out a year's profits for cafés, guesthouses and arcades.</p><p>Some towns are trying a different approach: winter festivals, walking weekends, food markets and arts trails that give people reasons to visit in November as well as July. The result is steadier work and fewer shuttered windows in the off-season.</p><p>It is time for a national tourism strategy that rewards <em>all four seasons</em>, rather than one that prays for sunshine.</p>$html$,
  'uk-today', 'Hannah Cole',
  now() - interval '33 days 2 hours', now() - interval '33 days 2 hours',
  null, null,
  false, false
);

-- canada-today (5)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'canadas-housing-accelerator-needs-builders-not-just-billboards',
  'Canada''s Housing Accelerator Needs Builders, Not Just Billboards',
  'Federal cash for faster permits is welcome, but there are not enough tradespeople to build the homes it promises. Training must scale too.',
  $html$<p>Ottawa's housing funding deals have persuaded dozens of municipalities to loosen zoning and speed up permits. That is real progress. But a permit is not a house, and a house needs people to build it.</p><h2>The workforce gap</h2><p>Industry groups warn that a large share of skilled trades workers will retire within the decade. <a rel="noopener noreferrer" href="https://www.statcan.gc.ca/en/start">Statistics Canada</a> data on apprenticeship completions show the pipeline is not keeping pace.</p><ul><li><p>Fund apprenticeship seats at colleges, not just announcements.</p></li><li><p>Speed up credential recognition for tradespeople trained abroad.</p></li><li><p>Back modular and factory-built housing, which needs fewer on-site workers.</p></li></ul><p>Without builders, the accelerator is a pedal attached to nothing.</p>$html$,
  'canada-today', 'Jean-Luc Tremblay',
  now() - interval '1 day 20 hours', now() - interval '1 day 20 hours',
  '/images/photos/canada-today-1/1600x1067.avif', 'Grey and olive hills under a cloudy grey-blue sky',
  false, false
),
(
  'the-trans-canada-trail-is-a-national-treasure-hiding-in-plain-sight',
  'The Trans-Canada Trail Is a National Treasure Hiding in Plain Sight',
  'The longest recreational trail network in the world runs past the front doors of most Canadians. It deserves the attention we give national parks.',
  $html$<p>Most Canadians live within a short drive of the Trans Canada Trail, and most of them have never set foot on it. That is a shame, because it may be the most democratic piece of infrastructure the country has ever built.</p><h2>What it is</h2><p>Stretching coast to coast to coast, the trail links rail-trails, river routes, quiet roads and city greenways. Parts of it are paddling routes, which makes it one of the few trails anywhere you can travel by canoe.</p><img src="/images/photos/canada-today-2/1600x1067.avif" alt="Green and olive hills under a cloudy grey-blue sky"><h3>Why it matters now</h3><ul><li><p>It is free, which matters when a weekend at a national park can cost a family hundreds of dollars.</p></li><li><p>It connects small towns that badly want visitors.</p></li><li><p>It offers an easy answer to doctors who are prescribing time outdoors.</p></li></ul><h2>What it needs</h2><p>Sections remain unpaved, poorly signed or dependent on volunteers who are getting older. Provinces and municipalities should treat the trail as transportation and health infrastructure, with maintenance budgets to match.</p><blockquote><p>We built a path across a continent. Now we should make sure people can find it.</p></blockquote><p>Start small: look up the nearest section on the <a rel="noopener noreferrer" href="https://tctrail.ca">Trans Canada Trail map</a>, and walk it this weekend.</p>$html$,
  'canada-today', 'Sofia Lindqvist',
  now() - interval '5 days 2 hours', now() - interval '5 days 2 hours',
  '/images/photos/canada-today-2/1600x1067.avif', 'Green and olive hills under a cloudy grey-blue sky',
  true, false
),
(
  'wildfire-season-now-lasts-half-the-year-our-planning-should-too',
  'Wildfire Season Now Lasts Half the Year. Our Planning Should Too',
  'Fire seasons start earlier and end later, yet firefighting budgets are still written as if they were emergencies. It is time to plan for the new normal.',
  $html$<p>Smoke in June used to be unusual. Now it is a calendar item. Canada's wildfire seasons are longer and more intense, and communities from British Columbia to Quebec have learned to keep go-bags by the door.</p><h2>From emergency to infrastructure</h2><ol><li><p>Hire more year-round wildland firefighters instead of relying on seasonal crews.</p></li><li><p>Fund prescribed burns and Indigenous-led fire stewardship in the off-season.</p></li><li><p>Require fire-resistant building materials in high-risk zones.</p></li></ol><p>Budgets that treat fire as a surprise guarantee that it will keep surprising us.</p>$html$,
  'canada-today', 'Noah Peretz',
  now() - interval '12 days 3 hours', now() - interval '12 days 3 hours' + interval '4 hours 30 minutes',
  '/images/photos/canada-today-1/1600x1067.avif', 'Grey and olive hills under a cloudy grey-blue sky',
  false, false
),
(
  'bilingualism-is-canadas-competitive-edge-not-its-burden',
  'Bilingualism Is Canada''s Competitive Edge, Not Its Burden',
  'French immersion waitlists prove the demand is real. Provinces should expand programmes instead of rationing them by lottery.',
  $html$<p>In several provinces, parents camp out or enter lotteries to get their children into French immersion. When a public programme is oversubscribed to that degree, the message is clear: <strong>offer more of it</strong>.</p><p>Bilingual workers earn more on average, move more easily between regions and open doors to international trade. The real constraint is teachers, and that is a solvable problem with bursaries, faster certification and recruitment from francophone communities.</p><p>Two official languages are not a compromise the country tolerates. They are an advantage it under-uses.</p>$html$,
  'canada-today', 'Jean-Luc Tremblay',
  now() - interval '26 days 1 hour', now() - interval '26 days 1 hour',
  '/images/photos/canada-today-2/1600x1067.avif', 'Green and olive hills under a cloudy grey-blue sky',
  false, false
),
(
  'northern-grocery-prices-are-a-test-of-national-fairness',
  'Northern Grocery Prices Are a Test of National Fairness',
  'A jug of milk should not cost three times more because of a postal code. Our full analysis of the northern food subsidy follows soon.',
  '',
  'canada-today', 'Hannah Cole',
  now() - interval '41 days 6 hours', now() - interval '41 days 6 hours',
  '/images/photos/canada-today-1/1600x1067.avif', 'Grey and olive hills under a cloudy grey-blue sky',
  false, false
);

-- nigeria-today (5)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'lagos-unveils-emergency-traffic-plan-another-flyover-wont-fix-it',
  'Lagos Unveils Emergency Traffic Plan: Another Flyover Won''t Fix It',
  'The state has announced new flyovers and extended work-hour rules. Without reliable mass transit and ferries, the gridlock will simply move.',
  $html$<p>Lagos commuters woke up to news of an emergency traffic plan: two new flyovers, staggered working hours for public servants and a crackdown on illegal parking. Some of it will help. Most of it repeats a mistake the city has made for forty years.</p><h2>Roads fill up; that is what they do</h2><p>Every new lane in a growing megacity attracts new cars until it is as congested as the old ones. Transport planners call it <em>induced demand</em>; Lagosians call it Monday.</p><h2>What would actually move people</h2><ul><li><p><strong>Rail</strong>: finish and extend the metro lines, and run them frequently enough that nobody checks a timetable.</p></li><li><p><strong>Water</strong>: the lagoon is a highway hiding in plain sight. Safe, scheduled ferries with proper jetties could carry thousands an hour.</p></li><li><p><strong>Buses</strong>: dedicated BRT lanes, enforced, with more vehicles at peak times.</p></li></ul><blockquote><p>A flyover moves a traffic jam three kilometres down the road. A train moves people.</p></blockquote><p>The state deserves credit for treating traffic as an emergency. Now it should treat it like one, with the investments that work.</p>$html$,
  'nigeria-today', 'Chidi Nwosu',
  now() - interval '20 hours', now() - interval '20 hours',
  '/images/photos/nigeria-today-2/1600x1067.avif', 'Green and grey hills under a cloudy grey-blue sky',
  false, true
),
(
  'nigerias-fintech-boom-needs-consumer-protection-to-match',
  'Nigeria''s Fintech Boom Needs Consumer Protection to Match',
  'Mobile payments have brought millions into the financial system. Fraud, hidden fees and aggressive digital lenders now threaten the trust that made it possible.',
  $html$<p>Ten years ago, paying a market trader by phone in Nigeria would have drawn a puzzled look. Today it is routine. Fintech companies have done more for financial inclusion in a decade than traditional banks managed in fifty years.</p><h2>The dark side of speed</h2><p>The same speed has let bad actors in. Customers report failed transfers that take weeks to reverse, hidden charges, and digital lenders that shame borrowers by messaging their phone contacts. Each story chips away at the trust the whole sector depends on.</p><h3>Three rules that would help</h3><ol><li><p>A clear deadline, measured in days, for reversing failed transactions.</p></li><li><p>Plain-language fee disclosure before every payment, not after.</p></li><li><p>Strict limits on how lenders can use borrowers' contact lists.</p></li></ol><h2>Regulation as growth strategy</h2><p>The <a rel="noopener noreferrer" href="https://www.cbn.gov.ng">Central Bank of Nigeria</a> and consumer protection agencies have begun to act, but enforcement must keep pace with innovation. Good regulation is not the enemy of fintech; it is what lets a customer try a new app without fear.</p><blockquote><p>Inclusion that ends in exploitation is not inclusion. It is just a new way to be left out.</p></blockquote><p>Nigeria has built one of the most dynamic payment ecosystems in the world. Protecting its customers is how it stays that way.</p>$html$,
  'nigeria-today', 'Daniel Okafor',
  now() - interval '3 days 1 hour', now() - interval '3 days 1 hour' + interval '3 hours 15 minutes',
  '/images/photos/nigeria-today-1/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  true, false
),
(
  'afrobeats-is-nigerias-biggest-export-treat-it-that-way',
  'Afrobeats Is Nigeria''s Biggest Export. Treat It That Way',
  'Nigerian music fills stadiums worldwide, but royalties leak away through weak copyright enforcement. Policy should catch up with the playlists.',
  $html$<p>Nigerian artists sell out arenas in London, Paris and New York. Streams run into the billions. Yet much of the money generated by Afrobeats never reaches the songwriters and producers who created it.</p><h2>Where the money leaks</h2><ul><li><p>Weak collection of royalties for radio, clubs and public performance at home.</p></li><li><p>Piracy that remains cheap and widespread.</p></li><li><p>Contracts signed early in careers with few legal protections.</p></li></ul><p>Treating music as a serious export would mean funding copyright enforcement, training entertainment lawyers and supporting collecting societies that pay out transparently. Oil built the last economy. Culture could help build the next one.</p>$html$,
  'nigeria-today', 'Chidi Nwosu',
  now() - interval '10 days 5 hours', now() - interval '10 days 5 hours',
  '/images/photos/nigeria-today-1/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'the-power-grid-collapse-was-a-warning-not-an-accident',
  'The Power Grid Collapse Was a Warning, Not an Accident',
  'Another nationwide blackout has been blamed on a single fault. Grids that fail from one fault were built without enough redundancy.',
  $html$<p>When the national grid collapsed again, officials pointed to a tripped transmission line. That may be true. It is also beside the point. A grid that fails completely because one line trips is a grid without enough backup.</p><p>Households and businesses already pay twice for electricity: once for an unreliable supply, and again for diesel generators that fill cities with fumes and noise.</p><h2>Smaller, closer, cleaner</h2><p>Mini-grids and rooftop solar are already powering markets, clinics and schools in places the national grid barely reaches. Scaling them up, alongside investment in transmission, would make future failures local inconveniences rather than national emergencies.</p>$html$,
  'nigeria-today', 'Grace Whitfield',
  now() - interval '22 days 4 hours', now() - interval '22 days 4 hours',
  '/images/photos/nigeria-today-2/1600x1067.avif', 'Green and grey hills under a cloudy grey-blue sky',
  false, false
),
(
  'why-youth-voter-registration-drives-deserve-public-funding',
  'Why Youth Voter Registration Drives Deserve Public Funding',
  'Young Nigerians are the majority of the population and a minority of voters. Civic education should not depend on volunteers and donations.',
  $html$<p>More than half of Nigerians are under thirty. At the polling station, they are vastly outnumbered by their parents and grandparents. Closing that gap matters for every party and every policy.</p><p>Registration drives on campuses and in markets, run mostly by volunteers, have shown what is possible. They should be properly funded through the electoral commission, with strict non-partisan rules.</p><p>A democracy that leaves its majority unregistered is not finished being built.</p>$html$,
  'nigeria-today', 'Hannah Cole',
  now() - interval '47 days 3 hours', now() - interval '47 days 3 hours',
  '/images/photos/nigeria-today-1/1600x1067.avif', null,
  false, false
);

-- israel-today (5)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'desalination-made-israel-water-secure-the-region-could-share-the-lesson',
  'Desalination Made Israel Water-Secure. The Region Could Share the Lesson',
  'Once a byword for drought, Israel now produces most of its drinking water from the sea. Water diplomacy could turn that success into regional stability.',
  $html$<p>Twenty years ago, Israel's water debate was about shortage. Today, large desalination plants along the Mediterranean coast supply most of the country's household water, and recycled wastewater irrigates much of its farmland.</p><h2>The lesson is not only technical</h2><p>The plants matter, but so do the policies around them: realistic water pricing, leak detection in city pipes and public campaigns that made saving water a habit.</p><ul><li><p>Water-sharing agreements with neighbours can build trust where politics struggles.</p></li><li><p>Joint research on cheaper, lower-energy desalination benefits everyone.</p></li><li><p>Powering plants with solar energy would cut both costs and emissions.</p></li></ul><p>Water does not respect borders. That is exactly why it can bring people across them to the same table.</p>$html$,
  'israel-today', 'Hannah Levi',
  now() - interval '1 day 12 hours', now() - interval '1 day 12 hours',
  '/images/photos/israel-today-1/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  false, false
),
(
  'tel-avivs-housing-costs-are-pushing-out-the-people-who-built-its-startups',
  'Tel Aviv''s Housing Costs Are Pushing Out the People Who Built Its Startups',
  'Engineers, teachers and nurses are leaving the city they made famous. Without more homes, the startup scene will follow them out.',
  $html$<p>Tel Aviv sells itself to the world as a beachside tech capital. Ask the people who work there where they live, and many will name a town an hour away.</p><h2>A city priced out of its own story</h2><p>Rents have risen far faster than wages for years. Junior developers share flats into their thirties, and teachers and nurses, the people who keep any city running, commute from ever further away.</p><h3>What would help</h3><ol><li><p>Faster approval of mid-rise housing near the new light rail stations.</p></li><li><p>Long-term rental contracts with predictable increases.</p></li><li><p>Affordable housing requirements in large tower projects, enforced rather than waived.</p></li></ol><blockquote><p>A startup ecosystem is made of people, and people need somewhere to sleep.</p></blockquote><p>Other tech hubs have shown how this story ends: the companies follow talent elsewhere. Tel Aviv still has time to write a different ending.</p>$html$,
  'israel-today', 'Noah Peretz',
  now() - interval '6 days 3 hours', now() - interval '6 days 3 hours',
  '/images/photos/israel-today-1/1600x1067.avif', 'Rust and green hills under a cloudy grey-blue sky',
  true, false
),
(
  'olive-harvest-season-shows-what-cooperation-can-look-like',
  'Olive Harvest Season Shows What Cooperation Can Look Like',
  'In mixed towns across the north, neighbours share presses, ladders and recipes every autumn. It is a small story with a large lesson.',
  $html$<p>Every autumn, in towns across the Galilee, families who may disagree about almost everything else agree on one thing: the olives will not pick themselves.</p><p>Shared presses run late into the night. Ladders and nets are lent across the street. Older farmers teach younger ones how to judge the moment when the fruit is ready, and recipes for curing olives travel in both directions.</p><p>None of this makes headlines. Perhaps it should, occasionally. Cooperation is less newsworthy than conflict, but it is far more common than the news suggests.</p>$html$,
  'israel-today', 'Sofia Lindqvist',
  now() - interval '15 days 2 hours', now() - interval '15 days 2 hours',
  '/images/photos/israel-today-2/1600x1067.avif', 'Olive and grey hills under a cloudy grey-blue sky',
  false, false
),
(
  'israels-light-rail-finally-arrived-now-build-the-bike-lanes',
  'Israel''s Light Rail Finally Arrived. Now Build the Bike Lanes',
  'Trains alone will not empty the roads. Safe cycling routes to every station would multiply the value of the investment.',
  $html$<p>After years of construction detours, light rail lines in the Tel Aviv area are carrying passengers. It is an achievement worth celebrating, and an incomplete one.</p><h2>The last kilometre</h2><p>Most people do not live next to a station. They live a short ride away, and that ride is where transit systems win or lose. Protected bike lanes, secure bike parking and shared e-bikes at each stop would bring thousands more riders within reach.</p><ul><li><p>Connect every station to a protected cycling route.</p></li><li><p>Put covered, secure parking at the entrance, not around the back.</p></li><li><p>Let bikes on trains outside peak hours.</p></li></ul><p>The rails are laid. The cheap, fast wins are waiting on the streets around them.</p>$html$,
  'israel-today', 'Oliver Grant',
  now() - interval '23 days 8 hours', now() - interval '23 days 8 hours',
  '/images/photos/israel-today-2/1600x1067.avif', 'Olive and grey hills under a cloudy grey-blue sky',
  false, false
),
(
  'startup-nation-needs-a-plan-for-its-older-workers',
  'Startup Nation Needs a Plan for Its Older Workers',
  'The tech sector celebrates youth, yet the workforce is ageing. Retraining and flexible roles for experienced engineers are overdue.',
  $html$<p>The image of Israeli tech is a twenty-something founder in a hoodie. The reality includes thousands of engineers in their fifties who find job interviews quietly harder each year.</p><p>Companies that value experience gain mentors, institutional memory and people who have already survived three market crashes. Government retraining funds and tax incentives for hiring older workers would help the sector keep the talent it already has.</p><p>A startup nation should know better than anyone that good ideas do not come with an age limit.</p>$html$,
  'israel-today', 'Hannah Cole',
  now() - interval '55 days 2 hours', now() - interval '55 days 2 hours',
  null, null,
  false, false
);

-- sports (6)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'league-approves-salary-cap-overhaul-in-surprise-vote-why-its-overdue',
  'League Approves Salary Cap Overhaul in Surprise Vote: Why It''s Overdue',
  'Owners voted to tighten the salary cap and share more broadcast revenue. Fans of smaller clubs finally have a reason to hope.',
  $html$<p>In a vote few expected to pass this season, club owners approved a tighter salary cap and a larger share of broadcast money for the bottom half of the table. Within minutes, supporters of the league's smaller clubs were celebrating online.</p><h2>Competitive balance is the product</h2><p>Leagues sell uncertainty. When the same three clubs win every year, casual fans drift away and even loyal ones start asking why they buy season tickets.</p><ul><li><p>A harder cap limits the advantage of the richest owners.</p></li><li><p>Revenue sharing gives smaller clubs money to develop young players.</p></li><li><p>Stricter rules on creative accounting close the most obvious loopholes.</p></li></ul><p>The details will be fought over by lawyers for months. The principle is sound: <strong>a league is only as strong as its weakest member</strong>.</p>$html$,
  'sports', 'Marcus Bell',
  now() - interval '9 hours', now() - interval '9 hours',
  '/images/photos/sports-1/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  false, true
),
(
  'why-the-underdog-run-in-the-cup-matters-more-than-the-trophy',
  'Why the Underdog Run in the Cup Matters More Than the Trophy',
  'A part-time club reaching the quarter-finals has done more for the game than any title race this year. Here is why we keep falling for it.',
  $html$<p>They train on Tuesday and Thursday evenings after work. Their captain is a plumber. Their goalkeeper teaches primary school. And on Saturday they will play a cup quarter-final in front of a television audience of millions.</p><h2>Why we love it</h2><p>Modern professional sport is remarkably predictable. Budgets decide most outcomes, and data analysts can tell you the likely league table before a ball is kicked. Cup competitions are the last place where one good afternoon can overturn all of that.</p><img src="/images/photos/sports-2/1600x1067.avif" alt="Layered grey hills under a cloudy blue sky, warm at the horizon"><h3>What the run has already delivered</h3><ul><li><p>Gate receipts that will keep the club solvent for years.</p></li><li><p>A surge in children signing up for the local youth teams.</p></li><li><p>A town that talks about itself with pride for the first time in a generation.</p></li></ul><h2>Protect the magic</h2><p>Governing bodies keep tinkering with cup formats, squeezing fixtures to make room for lucrative tournaments. Every change that reduces replays, seeds big clubs or moves games to awkward times makes the underdog story a little less likely.</p><blockquote><p>Win or lose on Saturday, they have already won the argument about why this competition matters.</p></blockquote><p>Whatever the score, the result is secondary. The point of the cup was never the cup. It was the chance.</p>$html$,
  'sports', 'Oliver Grant',
  now() - interval '2 days 5 hours', now() - interval '2 days 5 hours',
  '/images/photos/sports-1/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  true, false
),
(
  'youth-sports-fees-are-pricing-out-the-next-generation',
  'Youth Sports Fees Are Pricing Out the Next Generation',
  'Travel teams, private coaching and kit costs have turned youth sport into a luxury. Public leagues need investment before talent is lost.',
  $html$<p>A generation ago, a child who wanted to play football needed boots and a bus fare. Today, parents of promising players can spend thousands a year on travel teams, private coaching and tournament fees.</p><p>The result is predictable: participation falls fastest among families on lower incomes, and the talent pool shrinks. Some of the greatest athletes in history grew up poor. Under today's model, many of them would never have been spotted.</p><h2>Bringing it back to the park</h2><ul><li><p>Fund free or low-cost community leagues through local councils and schools.</p></li><li><p>Require professional clubs to invest in grassroots programmes as a licensing condition.</p></li><li><p>Cap fees for academy trials and make travel costs transparent.</p></li></ul><p>Sport is one of the best things childhood can offer. It should not come with a price tag.</p>$html$,
  'sports', 'Grace Whitfield',
  now() - interval '7 days 7 hours', now() - interval '7 days 7 hours',
  '/images/photos/sports-2/1600x1067.avif', 'Layered grey hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'instant-replay-was-supposed-to-end-arguments-it-started-new-ones',
  'Instant Replay Was Supposed to End Arguments. It Started New Ones',
  'Slow-motion reviews have made officiating more accurate and matches less joyful. A time limit on reviews would restore some balance.',
  $html$<p>Video review was sold as a way to eliminate howlers. It has mostly succeeded. It has also produced a new ritual: the long, silent wait while officials examine a toenail from four angles and thirty thousand people forget how to celebrate.</p><p>The answer is not to scrap replay but to bound it. If an error is not clear within <strong>sixty seconds</strong>, it is not clear, and the on-field call should stand. Accuracy matters; so does the joy of a goal you can cheer immediately.</p>$html$,
  'sports', 'Marcus Bell',
  now() - interval '16 days 3 hours', now() - interval '16 days 3 hours',
  '/images/photos/sports-1/1600x1067.avif', 'Olive and green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'womens-basketball-attendance-records-are-no-longer-a-surprise',
  'Women''s Basketball Attendance Records Are No Longer a Surprise',
  'Sell-out crowds and record TV audiences are becoming routine. Broadcasters and sponsors should stop treating each milestone as a novelty.',
  $html$<p>Another weekend, another attendance record in women's basketball. The headlines still carry a note of astonishment, as if each sell-out were a happy accident.</p><p>It is not an accident. It is the result of years of investment in players, marketing and scheduling, plus a generation of fans who grew up watching women's sport as a matter of course.</p><h2>The next step</h2><ol><li><p>Prime-time broadcast slots as standard, not as experiments.</p></li><li><p>Arenas sized for the demand, rather than the expectations of ten years ago.</p></li><li><p>Salaries and travel conditions that reflect the revenue players now generate.</p></li></ol><p>The surprise is over. Now comes the part where the business catches up with the fans.</p>$html$,
  'sports', 'Amelia Hart',
  now() - interval '30 days 4 hours', now() - interval '30 days 4 hours',
  '/images/photos/sports-2/1600x1067.avif', 'Layered grey hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'marathon-season-proves-amateur-sport-is-thriving',
  'Marathon Season Proves Amateur Sport Is Thriving',
  'Race ballots are oversubscribed and parkruns keep growing. The boom in everyday running is one of the best public health stories around.',
  $html$<p>City marathon ballots are more oversubscribed than ever, and weekly community runs draw crowds of beginners, dog walkers and pushchairs. Amateur running is having a moment, and it shows no sign of ending.</p><p>The best part is who is joining: people who never thought of themselves as athletes, nudged by friends, charities and free local events. Councils should support them with safe routes, good lighting and the occasional water fountain.</p><p>Elite sport gives us heroes. Amateur sport gives us healthier towns.</p>$html$,
  'sports', 'Priya Raman',
  now() - interval '58 days 6 hours', now() - interval '58 days 6 hours',
  '/images/photos/sports-2/1600x1067.avif', null,
  false, false
);

-- entertainment (5)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'streaming-prices-keep-rising-the-cable-bundle-is-back-in-disguise',
  'Streaming Prices Keep Rising. The Cable Bundle Is Back in Disguise',
  'Subscribe to four services and you are paying what cable used to cost, with more adverts than promised. Viewers have noticed.',
  $html$<p>Streaming was supposed to free us from the cable bundle. A few price rises later, many households pay for four or five services and spend as much as they once did on cable, with adverts creeping back in at the cheaper tiers.</p><h2>What viewers are doing about it</h2><ul><li><p>Subscribing for one month, binge-watching, then cancelling.</p></li><li><p>Sharing accounts in ways the platforms are trying hard to stop.</p></li><li><p>Rediscovering free, ad-supported channels and the local library's film collection.</p></li></ul><p>Platforms that want loyal subscribers should offer what cable never did: fair prices, easy cancellation and a catalogue that does not vanish overnight.</p>$html$,
  'entertainment', 'Rachel Moreau',
  now() - interval '1 day 1 hour', now() - interval '1 day 1 hour',
  '/images/photos/entertainment-1/1600x1067.avif', 'Green and grey hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'the-movie-theater-isnt-dead-it-just-needs-shorter-ads',
  'The Movie Theater Isn''t Dead, It Just Needs Shorter Ads',
  'Audiences still love the big screen. Twenty-five minutes of trailers and adverts is what sends them home to their sofas.',
  $html$<p>The death of the cinema has been announced many times: after television, after home video, after streaming, after the pandemic. It keeps not dying, because nothing at home matches a dark room, a huge screen and a crowd laughing at the same joke.</p><h2>What keeps people away</h2><p>Ask occasional moviegoers why they do not go more often and the answers are practical: ticket prices, snack prices and the <strong>twenty-five minutes</strong> of adverts and trailers before the film starts.</p><ol><li><p>Publish the real start time of the feature on every ticket.</p></li><li><p>Offer a cheap weekday ticket that brings back families and students.</p></li><li><p>Programme older films and local festivals between blockbusters.</p></li></ol><blockquote><p>People will pay for an experience. They will not pay to be made to wait for it.</p></blockquote><p>Independent cinemas that have tried these ideas report fuller rooms and loyal regulars. The big chains should be taking notes.</p>$html$,
  'entertainment', 'Rachel Moreau',
  now() - interval '4 days 6 hours', now() - interval '4 days 6 hours',
  '/images/photos/entertainment-1/1600x1067.avif', 'Green and grey hills under a cloudy blue sky, warm at the horizon',
  true, false
),
(
  'award-shows-should-stop-apologizing-for-being-long',
  'Award Shows Should Stop Apologizing for Being Long',
  'Every year the ceremony is trimmed and every year the ratings fall anyway. Maybe the problem is not the running time.',
  $html$<p>Award shows spend months promising to be shorter. Categories are moved to pre-shows, speeches are cut off by the orchestra, and the result is a ceremony that feels rushed and still runs over.</p><p>Viewers who tune in want the moments that cannot be scripted: a surprised winner, a heartfelt speech, a genuinely funny host. Those moments need room to breathe.</p><p>Let the show be long. Make it worth watching. The audience will decide whether to stay.</p>$html$,
  'entertainment', 'Hannah Levi',
  now() - interval '11 days 2 hours', now() - interval '11 days 2 hours',
  '/images/photos/entertainment-2/1600x1067.avif', 'Layered green hills under a cloudy grey-blue sky',
  false, false
),
(
  'stand-up-comedys-club-revival-is-the-best-thing-in-live-entertainment',
  'Stand-Up Comedy''s Club Revival Is the Best Thing in Live Entertainment',
  'Small comedy clubs are packed with younger audiences. The intimacy that streaming specials cannot replicate is exactly what people want.',
  $html$<p>On a Wednesday night in almost any mid-sized city, there is a comedy club with a queue outside. Inside, a hundred people sit close enough to the stage to become part of the act.</p><p>Streaming specials made comedians famous. Clubs are where audiences go to see the jokes before they are polished, and that rawness has become the attraction.</p><ul><li><p>Tickets cost less than a concert and most films.</p></li><li><p>Open-mic nights build the next generation of performers.</p></li><li><p>Every show is different, which no streaming service can promise.</p></li></ul><p>Support your local club. The next big special is being written there, one bombed joke at a time.</p>$html$,
  'entertainment', 'Oliver Grant',
  now() - interval '21 days 5 hours', now() - interval '21 days 5 hours',
  '/images/photos/entertainment-2/1600x1067.avif', 'Layered green hills under a cloudy grey-blue sky',
  false, false
),
(
  'video-game-adaptations-finally-figured-out-the-secret-respect',
  'Video Game Adaptations Finally Figured Out the Secret: Respect',
  'After decades of flops, adaptations of games are winning over critics and fans. The difference is that the creators finally took the source seriously.',
  $html$<p>For years, "video game movie" was shorthand for disappointment. Studios bought famous titles, threw away the stories and hoped the logo would sell tickets. It rarely did.</p><p>Recent adaptations have turned that around by doing something simple: treating the source material as worthy of care. They keep the characters players love, trust the story's emotional core and hire writers who have actually played the games.</p><p>It turns out audiences were never against adaptations. They were against being underestimated.</p>$html$,
  'entertainment', 'Daniel Okafor',
  now() - interval '39 days 3 hours', now() - interval '39 days 3 hours',
  null, null,
  false, false
);

-- documentary (5)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'documentaries-are-the-last-place-television-still-takes-its-time',
  'Documentaries Are the Last Place Television Still Takes Its Time',
  'In an age of fifteen-second clips, the long documentary is an act of patience. Audiences are rewarding it.',
  $html$<p>The average video we watch on our phones lasts less time than it takes to boil a kettle. Yet some of the most talked-about programmes this year were documentaries that run for hours and ask viewers to sit with slow, complicated stories.</p><h2>Why the long form survives</h2><p>A good documentary gives us something the feed cannot: context. It shows how a situation developed, who was affected and what changed. That takes time, and audiences seem grateful for it.</p><ul><li><p>Multi-part series let stories unfold at their own pace.</p></li><li><p>Patient filmmaking earns access that quick crews never get.</p></li><li><p>Viewers remember what they have spent time with.</p></li></ul><p>In a culture of the clip, the documentary is a quiet rebellion. Long may it last.</p>$html$,
  'documentary', 'Amelia Hart',
  now() - interval '2 days 14 hours', now() - interval '2 days 14 hours',
  '/images/photos/documentary-1/1600x1067.avif', 'Green and grey hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'the-ethics-of-the-re-enactment-when-documentaries-play-pretend',
  'The Ethics of the Re-enactment: When Documentaries Play Pretend',
  'Dramatised scenes can illuminate what cameras missed, or mislead viewers into thinking they saw the real thing. Labels should be mandatory.',
  $html$<p>Re-enactments are as old as documentary film itself. Used well, they help viewers imagine events no camera recorded. Used carelessly, they blur the line between evidence and invention.</p><img src="/images/photos/documentary-2/1600x1067.avif" alt="Green and ochre hills under a cloudy grey-blue sky"><h2>Where the line should be</h2><ol><li><p>Label every re-enacted scene clearly, on screen, while it plays.</p></li><li><p>Never stage scenes that put words in the mouths of real people.</p></li><li><p>Disclose when archive footage comes from a different event or place.</p></li></ol><blockquote><p>A documentary's only real asset is the audience's trust. Spend it carefully.</p></blockquote><p>Filmmakers have nothing to lose from honesty. A clearly labelled reconstruction can be powerful. An unlabelled one is just fiction with better lighting.</p>$html$,
  'documentary', 'Priya Raman',
  now() - interval '8 days 6 hours', now() - interval '8 days 6 hours' + interval '20 minutes',
  '/images/photos/documentary-2/1600x1067.avif', 'Green and ochre hills under a cloudy grey-blue sky',
  false, false
),
(
  'nature-documentaries-owe-their-audiences-the-climate-context',
  'Nature Documentaries Owe Their Audiences the Climate Context',
  'Stunning footage of vanishing habitats without explanation is a missed opportunity. Viewers can handle the truth, and most want it.',
  $html$<p>For decades, nature documentaries showed us a pristine world, carefully framed to exclude roads, fences and plastic. Recent series have started to tell viewers what is changing and why, and audiences have not switched off.</p><p>When a film shows a shrinking glacier or a bleached reef, the context is part of the story. Leaving it out is not neutral; it is an editorial choice that leaves viewers less informed.</p><p>The best filmmakers are finding a balance: wonder first, then honesty, then a sense of what can still be done. That is a formula worth copying.</p>$html$,
  'documentary', 'Noah Peretz',
  now() - interval '18 days 4 hours', now() - interval '18 days 4 hours',
  '/images/photos/documentary-1/1600x1067.avif', 'Green and grey hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'why-short-documentaries-are-thriving-on-phones',
  'Why Short Documentaries Are Thriving on Phones',
  'Ten-minute documentaries made for mobile screens are reaching audiences that never watch long-form TV. Festivals should take them seriously.',
  $html$<p>Not every documentary needs ninety minutes. A growing number of filmmakers make short, vertical or square films designed to be watched on a phone, and some are remarkable.</p><p>These films reach younger viewers where they already are, and they cost far less to make, which opens the form to new voices.</p><ul><li><p>Festivals should create dedicated categories for short mobile documentaries.</p></li><li><p>Broadcasters could commission them as companions to longer series.</p></li><li><p>Film schools should teach the craft of telling a true story in ten minutes.</p></li></ul><p>Brevity is not the enemy of depth. Sometimes it is the discipline that creates it.</p>$html$,
  'documentary', 'Sofia Lindqvist',
  now() - interval '27 days 1 hour', now() - interval '27 days 1 hour',
  '/images/photos/documentary-2/1600x1067.avif', null,
  false, false
),
(
  'archival-footage-is-getting-expensive-history-shouldnt-be',
  'Archival Footage Is Getting Expensive. History Shouldn''t Be',
  'Licensing fees for old news reels and home movies are pricing independent filmmakers out of telling historical stories.',
  $html$<p>Ask any independent documentary maker about their budget and the conversation soon turns to archive fees. A few seconds of historical news footage can cost more than a day of filming.</p><p>Public broadcasters and national archives hold vast collections, much of it funded by taxpayers in the first place. Lower rates for non-profit and educational productions, and more material released under open licences, would let more people tell the stories of the past.</p><p>History belongs to everyone. Access to it should not depend on the size of a production budget.</p>$html$,
  'documentary', 'Hannah Cole',
  now() - interval '49 days 5 hours', now() - interval '49 days 5 hours',
  '/images/photos/documentary-1/1600x1067.avif', 'Green and grey hills under a cloudy blue sky, warm at the horizon',
  false, false
);

-- true-crimes (4)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'true-crime-podcasts-need-a-code-of-conduct-for-victims-families',
  'True Crime Podcasts Need a Code of Conduct for Victims'' Families',
  'Families often learn that their worst day has become entertainment when a new episode drops. The genre can do better, and some shows already do.',
  $html$<p>Imagine scrolling through a podcast app and finding your sister's murder in the "trending" list, complete with dramatic music and a sponsor read for a mattress company. For many families of victims, this is not hypothetical.</p><h2>A genre with a conscience problem</h2><p>True crime is hugely popular, and at its best it has helped reopen cold cases and expose wrongful convictions. At its worst it recycles tragedy for profit, speculates wildly about living people and leaves families to cope with the fallout.</p><h3>A simple code of conduct</h3><ol><li><p><strong>Contact families before publishing</strong>, and tell listeners whether they took part.</p></li><li><p><strong>Name sources</strong> for factual claims, and correct errors publicly.</p></li><li><p><strong>Do not speculate</strong> about the guilt of people who were never charged.</p></li><li><p><strong>Share revenue</strong> with victim support charities when a show profits from a case.</p></li></ol><h2>Listeners have power too</h2><p>Audiences can choose shows that follow these principles and leave reviews that reward them. Several popular podcasts already publish ethics statements; the rest should follow.</p><blockquote><p>The victim is not a character. The family is not an audience. Good storytelling remembers both.</p></blockquote><p>Organisations such as the <a rel="noopener noreferrer" href="https://dartcenter.org">Dart Center for Journalism and Trauma</a> publish practical guides on reporting about violence. Every true crime producer should read them before recording episode one.</p>$html$,
  'true-crimes', 'Hannah Levi',
  now() - interval '3 days 10 hours', now() - interval '3 days 10 hours' + interval '1 day',
  '/images/photos/true-crimes-1/1600x1067.avif', 'Green and teal hills under a cloudy grey-blue sky',
  true, false
),
(
  'how-a-small-town-librarian-cracked-the-millbrook-cold-case',
  'How a Small-Town Librarian Cracked the Millbrook Cold Case',
  'A new documentary follows a librarian whose decades of newspaper indexing broke open a forty-year-old case. It is a tribute to patient, unglamorous work.',
  $html$<p><em>The Index Cards</em>, a new documentary set in the small river town of Millbrook, tells the story of a retired librarian who spent years cataloguing local newspapers and noticed a pattern nobody else had.</p><h2>The power of boring work</h2><p>There are no car chases here. There are card catalogues, microfilm readers and a woman in her seventies with a remarkable memory for names. Her cross-referenced index led detectives to a witness who had never been interviewed.</p><ul><li><p>The film respects the victim's family, who appear on their own terms.</p></li><li><p>It avoids the lurid reconstructions common to the genre.</p></li><li><p>It reminds us that archives are public infrastructure.</p></li></ul><p>It is the rare true crime film that leaves you admiring the people who solved the case rather than the person who committed it.</p>$html$,
  'true-crimes', 'Amelia Hart',
  now() - interval '9 days 3 hours', now() - interval '9 days 3 hours',
  '/images/photos/true-crimes-2/1600x1067.avif', 'Green and grey hills under a cloudy grey-blue sky',
  false, false
),
(
  'binge-watching-murder-what-our-appetite-for-true-crime-says-about-us',
  'Binge-Watching Murder: What Our Appetite for True Crime Says About Us',
  'Psychologists suggest true crime lets us rehearse fear safely. That is a reason to consume it thoughtfully, not to stop.',
  $html$<p>True crime is one of the most popular genres in podcasts, books and streaming. Its audience skews towards people who describe themselves as anxious about personal safety, which at first seems paradoxical.</p><p>Researchers offer a plausible explanation: these stories let us rehearse danger from a safe distance, learning warning signs and imagining escapes. That is not ghoulish. It is human.</p><p>But rehearsal can become distortion. Crime stories over-represent rare events and strangers, while most harm happens at home and between people who know each other. Enjoy the genre, and keep a statistics page bookmarked beside it.</p>$html$,
  'true-crimes', 'Priya Raman',
  now() - interval '25 days 6 hours', now() - interval '25 days 6 hours',
  '/images/photos/true-crimes-1/1600x1067.avif', 'Green and teal hills under a cloudy grey-blue sky',
  false, false
),
(
  'wrongful-convictions-make-the-best-true-crime-and-that-should-trouble-us',
  'Wrongful Convictions Make the Best True Crime, and That Should Trouble Us',
  'Some of the genre''s most acclaimed work exposes failures of justice. The audience''s applause should translate into support for reform.',
  $html$<p>The most acclaimed true crime series of the last decade share a theme: a system that got it wrong. Coerced confessions, unreliable eyewitnesses, forensic science that turned out to be anything but scientific.</p><h2>From entertainment to action</h2><p>Projects that investigate wrongful convictions, such as the <a rel="noopener noreferrer" href="https://innocenceproject.org">Innocence Project</a>, rely on donations and volunteers. If even a fraction of true crime's audience supported them, the impact would be enormous.</p><ol><li><p>Record all police interrogations from start to finish.</p></li><li><p>Require independent review of forensic methods used in court.</p></li><li><p>Compensate exonerated people promptly and fairly.</p></li></ol><p>If a story about injustice moves you, let it move you to do something once the credits roll.</p>$html$,
  'true-crimes', 'Daniel Okafor',
  now() - interval '42 days 2 hours', now() - interval '42 days 2 hours',
  '/images/photos/true-crimes-2/1600x1067.avif', 'Green and grey hills under a cloudy grey-blue sky',
  false, false
);

-- sports-documentary (4)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'the-best-sports-documentaries-are-about-losing',
  'The Best Sports Documentaries Are About Losing',
  'Victory laps make for forgettable films. The documentaries we remember follow teams and athletes through defeat, doubt and the long road back.',
  $html$<p>Think of the sports documentaries you remember. Chances are most of them are not about champions at their peak. They are about relegation battles, career-ending injuries, comebacks that almost happened.</p><h2>Why defeat makes better film</h2><p>Winning is a moment. Losing is a process, and processes have stories: the argument in the dressing room, the decision to retire or try one more season, the family watching from the stands.</p><ul><li><p>Access is often better when a team has nothing left to protect.</p></li><li><p>Viewers identify with struggle more than with triumph.</p></li><li><p>The emotional stakes are clearer when the outcome is uncertain.</p></li></ul><p>Next time a club offers a film crew full access, it should hope for a great season. The filmmakers, quietly, may hope for a difficult one.</p>$html$,
  'sports-documentary', 'Marcus Bell',
  now() - interval '6 days 4 hours', now() - interval '6 days 4 hours',
  '/images/photos/sports-documentary-1/1600x1067.avif', 'Layered rust hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'behind-the-scenes-series-are-changing-how-athletes-talk',
  'Behind-the-Scenes Series Are Changing How Athletes Talk',
  'Fly-on-the-wall series have made athletes more candid and more media-trained at the same time. Fans get access, but on whose terms?',
  $html$<p>A decade ago, an athlete's public voice came through post-match interviews full of clichés. Today, behind-the-scenes series show players arguing with coaches, crying in treatment rooms and joking on the team bus.</p><p>That candour is real, but it is also curated. Many series are co-produced by the leagues or teams themselves, and final edits are negotiated. The result sits somewhere between journalism and marketing.</p><p>Enjoy the access. Just remember that the most revealing scenes are often the ones that did not make the cut.</p>$html$,
  'sports-documentary', 'Oliver Grant',
  now() - interval '14 days 5 hours', now() - interval '14 days 5 hours',
  '/images/photos/sports-documentary-2/1600x1067.avif', 'Layered green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'a-season-with-a-fourth-division-club-is-the-years-warmest-film',
  'A Season With a Fourth-Division Club Is the Year''s Warmest Film',
  'No superstars, no billion-pound budgets: just a muddy pitch, a volunteer kit manager and a town that cares. It is a joy.',
  $html$<p><em>Muddy Boots</em> follows one season at a fourth-division club where the groundskeeper is also the bus driver and the tea lady has been selling pies for thirty-one years.</p><img src="/images/photos/sports-documentary-2/1600x1067.avif" alt="Layered green hills under a cloudy blue sky, warm at the horizon"><p>The football is sometimes terrible, and the film knows it. What it captures brilliantly is community: the volunteers, the loyal fans who travel to away games in the rain, the young players who dream of a bigger stage.</p><blockquote><p>"We don't win much," the chairman says, "but nobody here is ever alone on a Saturday."</p></blockquote><p>It is the warmest film of the year, sporting or otherwise.</p>$html$,
  'sports-documentary', 'Isla MacLeod',
  now() - interval '29 days 3 hours', now() - interval '29 days 3 hours',
  '/images/photos/sports-documentary-1/1600x1067.avif', 'Layered rust hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'why-olympic-documentaries-should-follow-the-athletes-who-finish-last',
  'Why Olympic Documentaries Should Follow the Athletes Who Finish Last',
  'Every Games produces a handful of stars and thousands of competitors whose stories go untold. Those stories are often the more remarkable ones.',
  $html$<p>The Olympic documentary formula rarely changes: a favourite, a rival, a final, a medal. It works, but it leaves out almost everyone who competes.</p><p>Consider the athlete from a small nation who trained without a proper pool, the marathoner who finished last but finished, the veteran competing at a sixth Games with no chance of a podium. Their stories speak to why most people play sport at all.</p><p>Filmmakers looking for a fresh angle should start at the bottom of the results table. That is where the real Olympics lives.</p>$html$,
  'sports-documentary', 'Hannah Cole',
  now() - interval '53 days 1 hour', now() - interval '53 days 1 hour',
  null, null,
  false, false
);

-- politics-documentary (4)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'campaign-trail-documentaries-show-democracys-unglamorous-engine-room',
  'Campaign Trail Documentaries Show Democracy''s Unglamorous Engine Room',
  'Forget the rallies. The best campaign films linger on volunteers, phone banks and late-night arguments over leaflets, and they are better for it.',
  $html$<p>Campaign documentaries used to be about candidates. The most interesting recent ones are about everyone else: the volunteers who knock on doors in the rain, the staffers who sleep in offices, the local organisers who know every street by name.</p><h2>What these films get right</h2><ul><li><p>They show that politics is mostly logistics and persistence.</p></li><li><p>They treat ordinary participants as protagonists.</p></li><li><p>They remind viewers that campaigns can be joined, not just watched.</p></li></ul><p>In an era of cynicism about politics, films that show its human engine room are a quiet act of civic education.</p>$html$,
  'politics-documentary', 'Rachel Moreau',
  now() - interval '5 days 2 hours', now() - interval '5 days 2 hours',
  '/images/photos/politics-documentary-1/1600x1067.avif', 'Ochre and rust hills under a cloudy grey-blue sky',
  false, false
),
(
  'declassified-the-documentary-boom-built-on-government-archives',
  'Declassified: The Documentary Boom Built on Government Archives',
  'Freedom of information requests and declassified files are fuelling a wave of political documentaries. Archives need funding to keep up.',
  $html$<p>Some of the most revealing political documentaries of recent years were built not on interviews but on paperwork: declassified memos, meeting minutes and internal reports released decades after the fact.</p><p>This is a quiet triumph for freedom of information laws, and a warning. Archives everywhere face backlogs, and requests can take years. Filmmakers, historians and journalists all depend on the same under-funded reading rooms.</p><h2>Three reforms</h2><ol><li><p>Fund national archives to digitise and release files on schedule.</p></li><li><p>Set firm deadlines for responding to information requests.</p></li><li><p>Publish released documents online for everyone, not just the requester.</p></li></ol><p>Transparency is not only a right. It is also, it turns out, great material.</p>$html$,
  'politics-documentary', 'Noah Peretz',
  now() - interval '12 days 6 hours', now() - interval '12 days 6 hours',
  '/images/photos/politics-documentary-2/1600x1067.avif', 'Green and grey hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'can-a-political-documentary-ever-be-neutral-should-it-try',
  'Can a Political Documentary Ever Be Neutral? Should It Try?',
  'Every edit is a choice, so perfect neutrality is impossible. Fairness, transparency and honesty about perspective are achievable, and more useful.',
  $html$<p>Every documentary is made of choices: whom to film, which quotes to keep, what music to play under a politician's face. Claims of perfect neutrality should make viewers suspicious.</p><h2>Fairness over neutrality</h2><p>A more honest standard is fairness. Did the film give people a chance to respond? Does it represent opposing views in their strongest form? Does it tell viewers who funded it?</p><ul><li><p>Disclose funding sources in the opening credits, not buried at the end.</p></li><li><p>Offer subjects a right of reply to serious allegations.</p></li><li><p>Distinguish clearly between evidence and the filmmaker's argument.</p></li></ul><blockquote><p>Viewers do not need filmmakers without opinions. They need filmmakers who are honest about them.</p></blockquote><p>A documentary with a clear point of view and rigorous fairness is more valuable than a bland one that pretends to have neither.</p>$html$,
  'politics-documentary', 'Priya Raman',
  now() - interval '31 days 2 hours', now() - interval '31 days 2 hours',
  '/images/photos/politics-documentary-1/1600x1067.avif', 'Ochre and rust hills under a cloudy grey-blue sky',
  false, false
),
(
  'the-mayor-next-door-a-film-about-local-government-worth-watching',
  'The Mayor Next Door: A Film About Local Government Worth Watching',
  'A documentary about a part-time mayor of a small town makes potholes, budgets and council meetings surprisingly gripping.',
  $html$<p>The protagonist of <em>The Mayor Next Door</em> is paid a small stipend, answers residents' calls on her own mobile phone and spends one memorable scene negotiating the price of road salt.</p><p>It should be boring. Instead it is one of the most engaging political films in years, because it shows decisions with visible consequences: a bus route saved, a library's hours extended, a budget that does not quite add up.</p><p>Watch it, then go to your own council meeting. You may find it has better plot twists than you expect.</p>$html$,
  'politics-documentary', 'Isla MacLeod',
  now() - interval '45 days 4 hours', now() - interval '45 days 4 hours',
  '/images/photos/politics-documentary-2/1600x1067.avif', 'Green and grey hills under a cloudy blue sky, warm at the horizon',
  false, false
);

-- finance-documentary (4)
insert into public.articles
  (slug, title, excerpt, content, category, author, publish_date, updated_at, image_url, image_alt, featured, breaking)
values
(
  'finance-documentaries-make-greed-look-cinematic-thats-a-problem',
  'Finance Documentaries Make Greed Look Cinematic. That''s a Problem',
  'Slick editing and swelling music can turn fraudsters into antiheroes. Films about financial scandals should keep their focus on the people who lost money.',
  $html$<p>There is a familiar visual language to finance documentaries: glass towers at dawn, montages of trading screens, a charismatic founder in slow motion. It is thrilling to watch, and it risks glamorising the very behaviour the film sets out to expose.</p><img src="/images/photos/finance-documentary-1/1600x1067.avif" alt="Green and ochre hills under a cloudy blue sky, warm at the horizon"><h2>Whose story is it?</h2><p>Financial scandals have victims: pensioners who lost savings, employees whose retirement funds vanished, small investors who trusted a brand. Too often they appear for a single interview before the film returns to the charismatic villain.</p><ul><li><p>Give victims as much screen time as perpetrators.</p></li><li><p>Explain the mechanics plainly so viewers can spot similar schemes.</p></li><li><p>Follow up on what regulators changed afterwards, or failed to.</p></li></ul><p>The <a rel="noopener noreferrer" href="https://www.sec.gov/investor">Securities and Exchange Commission's investor resources</a> are less cinematic than a trading-floor montage. They are also more useful. Good documentaries can be both entertaining and protective.</p>$html$,
  'finance-documentary', 'Daniel Okafor',
  now() - interval '1 day 18 hours', now() - interval '1 day 18 hours',
  '/images/photos/finance-documentary-1/1600x1067.avif', 'Green and ochre hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'what-a-film-about-a-failed-savings-co-op-teaches-about-trust',
  'What a Film About a Failed Savings Co-op Teaches About Trust',
  'A documentary about a collapsed community savings scheme shows how quickly trust can be built, and how much damage follows when it breaks.',
  $html$<p><em>Common Purse</em> tells the story of a neighbourhood savings co-operative that grew from twenty members to two thousand in five years, then collapsed in six weeks.</p><p>The founders were not villains. They were enthusiastic, overstretched and short of basic controls. The film shows how good intentions, without audits and clear rules, can end as badly as fraud.</p><h2>Lessons for any community scheme</h2><ol><li><p>Separate the people who collect money from those who record it.</p></li><li><p>Publish simple accounts to members every month.</p></li><li><p>Register with the relevant regulator, even when it is optional.</p></li></ol><p>Trust is the most valuable asset any financial institution holds. This film shows how to protect it.</p>$html$,
  'finance-documentary', 'Chidi Nwosu',
  now() - interval '10 days 1 hour', now() - interval '10 days 1 hour',
  '/images/photos/finance-documentary-2/1600x1067.avif', 'Ochre and green hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'the-crypto-documentary-cycle-hype-crash-repeat',
  'The Crypto Documentary Cycle: Hype, Crash, Repeat',
  'Every market bubble now gets its own documentary, usually released just after the crash. The genre is getting predictable, and so is the story.',
  $html$<p>A new token soars. Celebrities promote it. A platform collapses. Eighteen months later, a documentary arrives with interviews, leaked chats and a dramatic soundtrack. The cycle is now so regular you could set a calendar by it.</p><p>These films are often well made, but they share a blind spot: they rarely ask why the same pattern keeps repeating. Weak disclosure rules, celebrity endorsements and the fear of missing out are the real protagonists.</p><p>The most useful crypto documentary would be released <strong>before</strong> the crash. Until then, viewers should treat each new bubble as a trailer for a film they have already seen.</p>$html$,
  'finance-documentary', 'Marcus Bell',
  now() - interval '20 days 3 hours', now() - interval '20 days 3 hours',
  '/images/photos/finance-documentary-1/1600x1067.avif', 'Green and ochre hills under a cloudy blue sky, warm at the horizon',
  false, false
),
(
  'household-budgets-deserve-their-own-documentary-genre',
  'Household Budgets Deserve Their Own Documentary Genre',
  'We have endless films about billionaires and banks, and very few about how ordinary families make money last until the end of the month.',
  $html$<p>Finance documentaries love extremes: the billionaire, the rogue trader, the spectacular collapse. Missing almost entirely is the financial drama most people actually live: the monthly budget.</p><p>A documentary following five households for a year, tracking rent, groceries, childcare and the occasional emergency, would be more relatable than any Wall Street exposé and more useful than most personal finance advice.</p><ul><li><p>It would show how small price rises compound.</p></li><li><p>It would reveal the hidden costs of being poor, from overdraft fees to prepaid meters.</p></li><li><p>It would give viewers ideas they could use the same week.</p></li></ul><p>The economy is not only what happens on trading floors. It is what happens at kitchen tables.</p>$html$,
  'finance-documentary', 'Grace Whitfield',
  now() - interval '36 days 7 hours', now() - interval '36 days 7 hours',
  '/images/photos/finance-documentary-2/1600x1067.avif', null,
  false, false
);

-- Writers -----------------------------------------------------------------------------------
-- Every byline above is a writer with an author page (/author/<slug>, the slug from the name);
-- none of them can sign in. The local backend then gives its demo administrator the byline
-- "Hannah Cole" (ADMIN_DISPLAY_NAME): that writer, and the articles signed with it, become hers.
insert into public.authors (display_name, bio) values
  ('Hannah Cole', 'Editor at large. Writes on health systems, elections and the places where the two meet.'),
  ('Daniel Okafor', 'Reports on money and power from Lagos and New York: budgets, courts and the people they reach.'),
  ('Oliver Grant', 'Sports and culture writer; believes every stadium deal deserves a second read.'),
  ('Marcus Bell', 'Political columnist and former statehouse reporter. Follows the numbers behind the speeches.'),
  ('Amelia Hart', 'Covers public health and criminal justice, with a soft spot for long-form documentary.'),
  ('Sofia Lindqvist', 'Foreign affairs writer between Stockholm and Toronto; health policy on the side.'),
  ('Priya Raman', 'Health correspondent. Ten years on hospital wards before ten years on the health beat.'),
  ('Grace Whitfield', 'Business and sport: who pays, who plays and who gets the bill.'),
  ('Rachel Moreau', 'Film and television critic who also watches parliament, mostly for the drama.'),
  ('Noah Peretz', 'Writes on the Middle East and North America, and reviews the documentaries that cover them.'),
  ('Isla MacLeod', 'UK politics from Edinburgh, and the documentaries that try to explain it.'),
  ('Hannah Levi', 'Culture and crime writer based in Tel Aviv and London.'),
  ('Chidi Nwosu', 'Nigeria correspondent: energy, banking and the start-ups in between.'),
  ('Jean-Luc Tremblay', 'Canadian affairs from Montreal, in both official languages when he can.');

update public.articles a set byline_id = w.id from public.authors w where w.display_name = a.author;

-- Comments ----------------------------------------------------------------------------------
-- article_id is looked up by slug; an unknown slug yields null and fails the not-null check.
insert into public.comments (article_id, author_name, content, status, created_at)
select (select a.id from public.articles a where a.slug = v.slug),
       v.author_name, v.content, v.status,
       (select a.publish_date from public.articles a where a.slug = v.slug) + v.after::interval
from (values
  ('the-quiet-crisis-in-teen-sleep-deserves-a-louder-response', 'Karen Mitchell',
   'Our district moved to an 8:45 start two years ago. The first month was chaos with the buses; after that, my son was a different person in the mornings.',
   'approved', '3 hours'),
  ('the-quiet-crisis-in-teen-sleep-deserves-a-louder-response', 'Tom Reyes',
   'Good piece, but the phone point deserves its own article. Half of my students admit they are messaging at 1 a.m.',
   'approved', '7 hours'),
  ('the-quiet-crisis-in-teen-sleep-deserves-a-louder-response', 'J. Abernathy',
   'Later starts just mean later sports practices and later dinners. Has anyone costed that?',
   'pending', '1 day 2 hours'),
  ('the-filibuster-debate-is-really-about-who-gets-to-be-patient', 'Linda Park',
   'The talking filibuster idea is the only one I have seen that both sides might accept. Make them stand there and explain themselves.',
   'approved', '2 hours'),
  ('the-filibuster-debate-is-really-about-who-gets-to-be-patient', 'Robert Hale',
   'Both parties would abolish it the day they had the votes. The article is too kind to them.',
   'approved', '5 hours'),
  ('the-filibuster-debate-is-really-about-who-gets-to-be-patient', 'freemoney4u',
   'Earn $5,000 a week from home!!! Click my profile for details.',
   'rejected', '6 hours'),
  ('small-town-main-streets-are-staging-a-comeback-quietly', 'Beth Sandoval',
   'This is exactly what happened in our town in Ohio. The bakery is still going and the hardware store just hired two people.',
   'approved', '1 day'),
  ('small-town-main-streets-are-staging-a-comeback-quietly', 'Greg Thompson',
   'Rents on our main street have already doubled. The revival lasted about three years.',
   'approved', '1 day 8 hours'),
  ('the-nhs-waiting-list-needs-honesty-before-it-needs-money', 'Margaret Ellis',
   'I have been on a list for fourteen months with no date. An estimate, even a bad one, would let me plan my life.',
   'approved', '4 hours'),
  ('the-nhs-waiting-list-needs-honesty-before-it-needs-money', 'Dr. Sam Patel',
   'As a GP I agree entirely. Half my admin time is chasing dates for patients who have been told nothing.',
   'approved', '9 hours'),
  ('the-nhs-waiting-list-needs-honesty-before-it-needs-money', 'Anonymous',
   'The NHS is finished, just privatise all of it and be done with it',
   'rejected', '12 hours'),
  ('nigerias-fintech-boom-needs-consumer-protection-to-match', 'Adaeze Okonkwo',
   'A failed transfer took me three weeks to get back last year. A clear deadline for reversals would be a big improvement.',
   'approved', '6 hours'),
  ('nigerias-fintech-boom-needs-consumer-protection-to-match', 'Tunde B.',
   'The loan apps messaging contacts is a real problem. My cousin was humiliated in front of his whole church.',
   'pending', '2 days'),
  ('why-the-underdog-run-in-the-cup-matters-more-than-the-trophy', 'Chris Dawson',
   'Season ticket holder here. Whatever happens on Saturday, this has been the best year of my life as a fan.',
   'approved', '3 hours'),
  ('why-the-underdog-run-in-the-cup-matters-more-than-the-trophy', 'Priya N.',
   'Scrapping replays was the worst decision the football authorities ever made. Great article.',
   'pending', '1 day 20 hours'),
  ('true-crime-podcasts-need-a-code-of-conduct-for-victims-families', 'Helen Grant',
   'My family went through this. A podcast about my uncle appeared with no warning. Thank you for writing this.',
   'approved', '5 hours'),
  ('true-crime-podcasts-need-a-code-of-conduct-for-victims-families', 'Mike',
   'Nobody is forced to listen. This is just censorship with extra steps.',
   'approved', '1 day 1 hour'),
  ('the-movie-theater-isnt-dead-it-just-needs-shorter-ads', 'Alex Romero',
   'Twenty-five minutes is generous. Last week I counted thirty-two before the film started.',
   'approved', '8 hours'),
  ('the-movie-theater-isnt-dead-it-just-needs-shorter-ads', 'BestDealsOnline',
   'Cheap movie tickets here >>> visit our site for codes',
   'rejected', '9 hours'),
  ('regional-health-board-approves-four-day-clinic-weeks-a-risky-bet-worth-taking', 'Nurse Dana W.',
   'I work at one of these clinics. We asked for this for two years. Please keep urgent care out of it, as the article says.',
   'pending', '1 hour'),
  ('late-night-vote-clears-ranked-choice-pilot-now-comes-the-hard-part', 'Election Volunteer',
   'Please publish the sample ballot early. Last time we got it ten days before the vote and nobody understood it.',
   'pending', '40 minutes')
) as v (slug, author_name, content, status, after);

-- Video posts -------------------------------------------------------------------------------
-- The Blender Foundation's Creative Commons open movies on YouTube, the only links the player
-- plays (and the only ones the table accepts). The 20-day-old one is too old for the floating
-- player.
insert into public.video_posts (title, url, created_at) values
  ('Weekend screening: why "Big Buck Bunny" still charms indie animators', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', now() - interval '2 days'),
  ('Open-source cinema: a look back at "Sintel"', 'https://youtu.be/eRsGyueVLvQ', now() - interval '5 days'),
  ('"Tears of Steel" and the future of crowd-funded film', 'https://www.youtube.com/watch?v=R6MlUcmOul8', now() - interval '20 days');

-- Newsletter subscribers --------------------------------------------------------------------
-- Confirmed, except one reader who unsubscribed and one who has not opened the confirmation yet
-- (its confirmation counts as sent, so the seed mails nobody).
insert into public.subscribers (email, created_at, status, confirmed_at, unsubscribed_at, confirm_sent_at) values
  ('margaret.olsen@example.com', now() - interval '38 days 4 hours', 'confirmed', now() - interval '38 days 3 hours', null, now() - interval '38 days 4 hours'),
  ('tunde.bakare@example.org', now() - interval '24 days 9 hours', 'confirmed', now() - interval '24 days 9 hours', null, now() - interval '24 days 9 hours'),
  ('lee.chen@example.com', now() - interval '15 days 2 hours', 'unsubscribed', now() - interval '15 days 1 hour', now() - interval '3 days', now() - interval '15 days 2 hours'),
  ('opinion.reader@example.org', now() - interval '6 days 11 hours', 'confirmed', now() - interval '6 days 10 hours', null, now() - interval '6 days 11 hours'),
  ('sam.whitaker@example.com', now() - interval '1 day 3 hours', 'pending', null, null, now() - interval '1 day 3 hours');

