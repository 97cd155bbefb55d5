// named: the server preloads this chunk from the HTML (dist/boot-manifest.json)
import(/* webpackChunkName: "boot" */ './bootstrap');
