import responsible from "./responsible";
import translation from "./translation";
export default { translation, responsible };
