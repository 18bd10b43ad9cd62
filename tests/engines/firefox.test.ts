import { journeys } from "./journeys";
import { openFirefox } from "./firefox";

journeys(openFirefox);
