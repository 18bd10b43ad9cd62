// Runs in the head before any stylesheet or module loads. After a deploy a page from before it (the
// back/forward cache, a tab left open) asks for old hashed files, which are gone (a bare 404): load
// the page once more, which names the new files, instead of staying unstyled or without scripts.
// Only a file the server says is gone counts: an engine may fire `error` on a file that is there
// (Firefox, for a second modulepreload of a module already loaded, issue 46), so the file is asked
// for again (HEAD) and a 404 or 410 reloads. A failed inline module names no file: the page's
// module files are asked for. At most once in ten seconds, so a file truly missing from a build
// cannot cause a reload loop. Route modules that fail to load on a client navigation are reloaded
// by React Router itself. Written into the head by root.tsx (InlineScript).
export const RELOAD_ON_STALE_ASSET = `addEventListener("error",function(e){var t=e.target,a=location.origin+"/assets/",u=t&&(t.tagName==="LINK"?t.href:t.tagName==="SCRIPT"?t.src||(t.type==="module"?"*":""):""),s=[];if(u==="*")[].forEach.call(document.querySelectorAll("link[rel=modulepreload],script[src]"),function(x){s.push(x.href||x.src)});else if(u)s.push(u);s=s.filter(function(h){return h.indexOf(a)===0});if(!s.length)return;Promise.all(s.map(function(h){return fetch(h,{method:"HEAD",cache:"no-store"}).then(function(r){return r.status===404||r.status===410},function(){return false})})).then(function(g){if(g.indexOf(true)<0)return;try{var k="stale-asset-reload",l=+sessionStorage.getItem(k)||0;if(Date.now()-l<1e4)return;sessionStorage.setItem(k,String(Date.now()))}catch(x){return}location.reload()})},true)`;
