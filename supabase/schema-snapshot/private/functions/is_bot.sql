-- function private.is_bot: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.is_bot(user_agent text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select user_agent is null or btrim(user_agent) = ''
      or user_agent ~* '^(?:[<\(;]|[\w \.\-\(?:\):%]+(?:\/v?\d+(?:\.\d+)?(?:\.\d{1,10})*?)?(?:,|$)|[\w\-]+\/[\w]+$|[^ ]{50,}$|\d+\y|\w*search\y|\w+\/[\w\(\)]*$|\w+\/\d\.\d\s\([\w@]+\)$|active|ad muncher|amaya|apache\/|avsdevicesdk\/|azure|biglotron|blackbox exporter|bot|clamav[ /]|claude-code\/|client\/|cobweb\/|custom|ddg[_-]android|discourse|dispatch\/\d|downcast\/|duckduckgo|email|exodusmovement|facebook|getright\/|gozilla\/|hobbit|hotzonu|hwcdn\/|igetter\/|jeode\/|jetty\/|jigsaw|microsoft bits|movabletype|mozilla\/\d\.\d\s[\w\.-]+$|mozilla\/\d\.\d\s\((?:compatible;)?(?:\s?[\w\d\-.]+[\s/]\d+\.\d+)?\)$|navermailapp|netsurf|offline|openai\/|owler|php|postman|ps_daily\/|python|rank|read|reed|remove\.bg\/|rest|rss|snapchat|sora |space bison|stape\/|svn|swcd |taringa|thumbor\/|track|w3c|webbandit\/|webcopier|wget|whatsapp|wordpress|xenu link sleuth|yahoo|yandex|zdm\/\d|zoom marketplace\/)'
      or user_agent ~* ' daum[ /]| deusu\/|24x7|;\s\w+;$|@[a-z][\w-]+\.|\(\)|\.com\y|\y\w+\/1\.0;|\ybw\/|\ydlc\y|\yort\/|\yperl\y|\ytime\/|\||abuse|advisor|agent\y|analyzer|archive|ask jeeves\/teoma|attracta|audit|bluecoat drtr|browsex|burpcollaborator|capture|catch|check\y|checker|chrome-lighthouse|chromeframe|classifier|cloudflare|collapsify\y|convertify|cookiehubverify\/|crawl|cursor\/|cypress\/|dareboost|datanyze|dejaclick|detect|discovery|dmbrowser|download|exaleadcloudview|feed|firephp|foregenix|functionize|grab|hardenize\y|headless|hotjar|httrack|hubspot marketing grader|ibisbrowser|infrawatch|insight|inspect|iplabel|library|linkcheck|linktiger|mail\.ru\/|manus-user\/|marketgoo\/|measure|monitor\y|neustar wpm|node\y|nutch|offbyone|openvas|optimize|pageburst|pagespeed|parser|phantomjs|pingdom|playwright|powermarks|preview|productfinder|prospectingstudio|proxy|ptst[ /]\d|radar|readable\/|retriever|rexx;|rigor|rss\y|scrape|securityheaders|selenium|server|silktide|sindup\/|sogou|sparkler\/|speedcurve|spider|splash|statuscake|supercleaner|synapse|synthetic|testlocally|tools|torrent|transcoder|url|validator|virtuoso|wappalyzer|watchtowr|webglance|webkit2png|whatcms\/|xtate\/'
      or user_agent ~* '(?:^|[^g])news(?!sapphire)|(?<! channel\/|google\/)google(?!(?:wv|app|\/google| pixel))|(?<! cu)bots?(?:\y|_)|(?<!cam)scan|(?<!lib)http|java(?!;)';
$function$;

revoke all on function private.is_bot(text) from public;
