// Where the harness keeps a save between writing and reading it back: a real file on Lua 5.1
// (lua-main.ts) and on Node (the tests set one), in memory until then.

export interface TextStore {
  save(text: string): boolean;
  load(): string | undefined;
}

let kept: string | undefined = undefined;
let store: TextStore = {
  save: (text) => {
    kept = text;
    return true;
  },
  load: () => kept,
};

export function setStore(replacement: TextStore): void {
  store = replacement;
}

export function currentStore(): TextStore {
  return store;
}
