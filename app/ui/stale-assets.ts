// Runs in the head before any stylesheet or module loads. After a deploy a page from before it (the
// back/forward cache, a tab left open) asks for old hashed files, which are gone (a bare 404): load
// the page once more, which names the new files, instead of staying unstyled or without scripts.
// At most once in ten seconds, so a file truly missing from a build cannot cause a reload loop.
// Route modules that fail to load on a client navigation are reloaded by React Router itself.
// Written into the head by root.tsx (InlineScript).
export const RELOAD_ON_STALE_ASSET = `addEventListener("error",function(e){var t=e.target,u=t&&(t.tagName==="LINK"?t.href:t.tagName==="SCRIPT"?t.src||(t.type==="module"?location.origin+"/assets/":""):"");if(!u||u.indexOf(location.origin+"/assets/")!==0)return;try{var k="stale-asset-reload",l=+sessionStorage.getItem(k)||0;if(Date.now()-l<1e4)return;sessionStorage.setItem(k,String(Date.now()))}catch(x){return}location.reload()},true)`;
