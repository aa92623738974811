// The program's version, as package.json and meta.xml give it (a test keeps the three equal).

export const VERSION = "0.1.0";
