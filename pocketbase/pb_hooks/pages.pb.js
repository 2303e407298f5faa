/// <reference path="../pb_data/types.d.ts" />
// The content pages keep their slug and a well-formed FAQ (lib/pages.js, docs/adr/0101).

onRecordUpdateRequest((e) => require(`${__hooks}/lib/pages.js`).checkUpdate(e), "pages")
