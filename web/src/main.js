import { start } from "./board.js";

start();
