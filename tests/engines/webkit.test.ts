import { journeys } from "./journeys";
import { openWebKit } from "./webkit";

journeys(openWebKit);
